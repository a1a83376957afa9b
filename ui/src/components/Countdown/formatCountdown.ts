/** Common countdown formats; any mix of the tokens D, HH/H, mm/m, ss/s, SSS/SS/S with literal text works. */
export const COUNTDOWN_FORMATS = ['mm:ss', 'HH:mm:ss', 'D天 HH:mm:ss', 'mm:ss.SSS', 'ss'] as const;

/** Time left split into units; the largest unit in a format absorbs the larger ones it omits. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  milliseconds: number;
}

const TOKEN = /D+|H+|m+|s+|S+/g;

/** Splits `ms` into units, letting the biggest unit in `format` carry what bigger absent units would hold. */
export function countdownParts(ms: number, format: string): CountdownParts {
  const total = Math.max(0, Math.floor(ms));
  const has = (unit: string) => format.includes(unit);
  let rest = total;
  const take = (size: number, shown: boolean) => {
    if (!shown) return 0;
    const value = Math.floor(rest / size);
    rest -= value * size;
    return value;
  };
  const days = take(86_400_000, has('D'));
  const hours = take(3_600_000, has('H'));
  const minutes = take(60_000, has('m'));
  const seconds = take(1000, has('s'));
  return { days, hours, minutes, seconds, milliseconds: rest };
}

/** Formats milliseconds left, e.g. `formatCountdown(61_500, 'mm:ss')` → `01:01`, `'D天 HH:mm:ss'` → `0天 00:01:01`. */
export function formatCountdown(ms: number, format: string = 'mm:ss'): string {
  const { days, hours, minutes, seconds, milliseconds } = countdownParts(ms, format);
  const units: Partial<Record<string, number>> = { D: days, H: hours, m: minutes, s: seconds };
  return format.replace(TOKEN, (token) => {
    const value = units[token[0]!];
    return value === undefined
      ? // S = tenths, SS = hundredths, SSS (or more) = milliseconds.
        String(milliseconds).padStart(3, '0').slice(0, Math.min(token.length, 3))
      : String(value).padStart(token.length, '0');
  });
}

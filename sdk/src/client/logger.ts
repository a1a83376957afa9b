/** Where the SDK reports what §8 says is "only logged" (no user-visible message). */
export interface CheckupLogger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** A logger that drops everything (for tests that assert on behaviour, not logs). */
export const silentLogger: CheckupLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Fresh visitors for bookings: the server allows one active booking per ID number and check-up type. */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_DIGITS = '10X98765432';

/** GB 11643 check digit of the first 17 digits (kept here as an independent oracle of the app's ID check). */
function checkDigit(first17: string): string {
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * (WEIGHTS[i] ?? 0), 0);
  return CHECK_DIGITS[sum % 11] ?? '';
}

export interface Visitor {
  name: string;
  idcard: string;
  tel: string;
}

/** A valid, random ID number of a person born in the 1980s in Hangzhou; `male` sets the parity of the 17th digit. */
export function freshVisitor(name: string, male: boolean): Visitor {
  const random = (n: number) => Math.floor(Math.random() * n);
  const birth = `198${random(10)}${String(1 + random(12)).padStart(2, '0')}${String(1 + random(28)).padStart(2, '0')}`;
  const sequence = `${random(10)}${random(10)}${2 * random(5) + (male ? 1 : 0)}`;
  const first17 = `330106${birth}${sequence}`;
  return { name, idcard: `${first17}${checkDigit(first17)}`, tel: `139${String(random(1e8)).padStart(8, '0')}` };
}

/**
 * Seeded people with two reports each (server/src/db/seed/peopleData.ts: the main demo visitor and REPORT_VISITORS).
 * A phone gets no new SMS code for 60 s after an unused one, so each test that logs in to reports takes a person of
 * its own, one of these when it needs reports, else a fresh visitor: a test that stops between 获取验证码 and 查询报告
 * then leaves no unused code in another test's way.
 */
export const REPORT_PEOPLE = {
  /** The main demo visitor (DEMO_USERS[0]), also the sandbox sign-in's 张伟. */
  zhangWei: { name: '张伟', idcard: '330106198503120319', tel: '13800138000' },
  heJun: { name: '何军', idcard: '330106198003050713', tel: '13500135000' },
  linTao: { name: '林涛', idcard: '330105198310220835', tel: '13300133000' },
} as const satisfies Record<string, Visitor>;

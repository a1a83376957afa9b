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

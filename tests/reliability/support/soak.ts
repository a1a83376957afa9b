/** True under `npm run soak` (SOAK=1): the long variants of the reliability tests. */
const SOAK = process.env['SOAK'] === '1';

/** `normal` in the regular run, `soak` under SOAK=1. */
export function scaled(normal: number, soak: number): number {
  return SOAK ? soak : normal;
}

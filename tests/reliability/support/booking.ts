/**
 * Booking helpers shared by the reliability tests: the server tests' booking requests (a bookable day, a package the
 * server will accept, valid order bodies for many distinct people), and batching for many distinct visitors.
 */
export { bookableDay, malePackage, personOrder, type Envelope, type Poster } from '@checkup/server/testing';

/** Runs `task` over `items` with at most `limit` in flight (sign-ins before a race must not be the race). */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

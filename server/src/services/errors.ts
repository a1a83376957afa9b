/**
 * A refusal the user should read: the HTTP layer answers HTTP 200 with `{ success: false, returnMsg: message }`.
 * Anything else thrown by a service is a fault (HTTP 500, logged).
 */
export class BusinessError extends Error {
  override readonly name = 'BusinessError';
}

/** Throws a {@link BusinessError} with `message` unless `condition` holds. */
export function ensure(condition: unknown, message: string): asserts condition {
  if (!condition) throw new BusinessError(message);
}

/** Capacity pool names: 'person' for every individual type, 'team:<spType>' for a group quota. */
export const PERSON_POOL = 'person';

/** The capacity pool of a group quota: a company code, or 'total' for the centre's shared group capacity. */
export function teamPool(spType: string): string {
  return `team:${spType}`;
}

/** Names typed into the fields the spec caps at 6 characters (group order, report login). */

/** The spec's limit for the group order's and the report login's name (counted in characters, as the contract does). */
export const SHORT_NAME_MAX_LENGTH = 6;

/** A name as a 6-character field holds it: its first 6 characters (all of a shorter one). */
export function shortName(name: string): string {
  return Array.from(name.trim()).slice(0, SHORT_NAME_MAX_LENGTH).join('');
}

/**
 * Whether `given`, from a 6-character name field, names the person on record as `recorded`. A longer recorded name
 * (e.g. 买买提·艾力江, 7 characters) is matched by its first 6 characters, the most such a field can hold.
 */
export function matchesShortName(recorded: string, given: string): boolean {
  const typed = given.trim();
  return typed !== '' && shortName(recorded) === typed;
}

/**
 * An order's `choose_comb_code` as JSON text of a ChosenExtraList ('' for none; openapi.yaml), written by the app and
 * read by the app and the server with the same rules.
 */
import type { components } from '../schema';

type ChosenExtraItem = components['schemas']['ChosenExtraItem'];

/** An entry as read back: the code is what the server prices by; the rest is shown when present. */
export type ChosenExtraEntry = Pick<ChosenExtraItem, 'comb_code'> & Partial<ChosenExtraItem>;

/** The text a personal order is submitted with: the list as JSON, or '' when nothing was chosen. */
export function encodeChosenExtras(items: readonly ChosenExtraItem[]): string {
  return items.length > 0 ? JSON.stringify(items) : '';
}

function isEntry(value: unknown): value is ChosenExtraEntry {
  if (typeof value !== 'object' || value === null) return false;
  const code = (value as { comb_code?: unknown }).comb_code;
  return typeof code === 'string' && code !== '';
}

/** The extras in `text` ('' or blank: none), or undefined when it is not a JSON list of entries with a code each. */
export function decodeChosenExtras(text: string): ChosenExtraEntry[] | undefined {
  if (text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  return Array.isArray(parsed) && parsed.every(isEntry) ? parsed : undefined;
}

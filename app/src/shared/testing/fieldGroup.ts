/** Test helper: a form's fields laid out as one grouped list of rows (the kit's FieldGroup). */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Asserts that the text fields named (in order) are the rows of one list, alone in it (no intro text, no submit
 * button among them), and returns each field's row.
 */
export function expectOneFieldGroup(...names: string[]): HTMLElement[] {
  const rows = names.map((name) => screen.getByRole('textbox', { name }).parentElement!);
  const list = rows[0]!.parentElement!;
  expect([...list.children]).toEqual(rows);
  return rows;
}

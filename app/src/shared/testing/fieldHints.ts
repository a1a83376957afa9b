/** What a form's input tells the browser and assistive technology, for the screens' tests of their person fields. */

export interface FieldHints {
  /** The required state (the `required` attribute, which assistive technology reads as aria-required). */
  required: boolean;
  /** The kit's visible required mark (an aria-hidden * after the label text). */
  marked: boolean;
  type: string | null;
  inputMode: string | null;
  autoComplete: string | null;
}

export function fieldHints(input: HTMLElement): FieldHints {
  if (!(input instanceof HTMLInputElement)) throw new Error(`not an input: ${input.tagName}`);
  return {
    required: input.required,
    marked: Array.from(input.labels ?? []).some((label) => label.textContent?.endsWith('*')),
    type: input.getAttribute('type'),
    inputMode: input.getAttribute('inputmode'),
    autoComplete: input.getAttribute('autocomplete'),
  };
}

/**
 * The hints of every name, ID number and phone field the visitor fills in (docs/product/booking-journey.md §5): all
 * required; the name and the phone autofilled; the phone with the phone keyboard; the ID number with the text keyboard
 * (it may end in X) and no autofill token (there is none for it).
 */
export const PERSON_FIELD_HINTS = {
  name: { required: true, marked: true, type: 'text', inputMode: null, autoComplete: 'name' },
  idNumber: { required: true, marked: true, type: 'text', inputMode: 'text', autoComplete: null },
  phone: { required: true, marked: true, type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
} as const satisfies Record<string, FieldHints>;

/** Group login checks of both form variants and the company type-ahead (docs/product/booking-journey.md §5). */
import type { Schemas } from '@checkup/sdk';
import { matchesIdNumberPattern } from '@checkup/sdk/rules';
import { groupMessages } from '../../messages';

type Company = Schemas['Company'];

/** The new form: company name with a pick from the dropdown, ID number, phone. */
export interface NewGroupLoginForm {
  companyName: string;
  /** The company picked from the dropdown, if any. */
  picked: Company | undefined;
  idCard: string;
  tel: string;
}

/** The message for the first failing check of the new form, or null. */
export function newGroupLoginProblem(form: NewGroupLoginForm): string | null {
  const name = form.companyName.trim();
  if (!name) return groupMessages.companyRequired;
  if (!form.picked || form.picked.lnc_Name !== name) return groupMessages.companyFromList;
  const idCard = form.idCard.trim();
  if (!idCard) return groupMessages.idRequired;
  if (!matchesIdNumberPattern(idCard)) return groupMessages.idInvalid;
  if (!form.tel.trim()) return groupMessages.phoneRequired;
  return null;
}

/** The old form: company code, ID number and phone, all required, one message. */
export function oldGroupLoginProblem(form: { companyCode: string; idCard: string; tel: string }): string | null {
  return [form.companyCode, form.idCard, form.tel].every((value) => value.trim()) ? null : groupMessages.incomplete;
}

/**
 * Whether a company's name contains the typed text (the legacy pattern match, case-insensitive): the Combobox's filter.
 * The text is matched literally, never compiled as a RegExp, so characters such as `(` or `*` cannot break or widen
 * the search. Blank text matches nothing.
 */
export function companyMatches(company: Company, typed: string): boolean {
  const wanted = typed.trim().toLowerCase();
  return wanted !== '' && company.lnc_Name.toLowerCase().includes(wanted);
}

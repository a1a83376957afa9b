/** The personal order's checks before submitting, in the order of docs/product/booking-journey.md §5 (the first failure is shown). */
import type { Schemas } from '@checkup/sdk';
import { checkOrderIdentity, type PackageSex, type Sex } from '@checkup/sdk/rules';
import { bookingMessages } from '../../messages';

/** What the visitor has entered and chosen on /PersonOrders. */
export interface PersonOrderForm {
  name: string;
  idCard: string;
  tel: string;
  /** Package sex code: 1 male, 2 female, 3 vehicle (not sex-specific). */
  packageSex: '1' | '2' | '3';
  date: string | undefined;
  slotCode: string | undefined;
  /** The sex registered with a document other than the resident ID (see {@link documentSexOf}). */
  documentSex?: Sex;
  /** Today (YYYY-MM-DD, Asia/Shanghai): an ID number's birth date after it is refused, as the server does. */
  today?: string;
}

/**
 * The sex the visitor registered with a passport or permit, when the order's number is that document: such numbers
 * encode no sex, and the server reads the same registration (docs/adr/0018-other-identity-documents-can-book.md).
 */
export function documentSexOf(user: Schemas['User'] | undefined, idCard: string): Sex | undefined {
  if (!user || user.card_type === 'idcard' || user.idcard.trim().toUpperCase() !== idCard.trim().toUpperCase())
    return undefined;
  return user.sex === '2' ? 2 : 1;
}

/** The message for the first failing check, or null when the order may be submitted. */
export function personOrderProblem(form: PersonOrderForm): string | null {
  if (!form.name.trim()) return bookingMessages.nameRequired;
  if (!form.idCard.trim()) return bookingMessages.idRequired;
  if (!form.tel.trim()) return bookingMessages.phoneRequired;
  const identity = checkOrderIdentity(form.idCard.trim(), Number(form.packageSex) as PackageSex, {
    documentSex: form.documentSex,
    today: form.today,
  });
  if (!identity.ok) return identity.message;
  if (!form.date) return bookingMessages.dateRequired;
  if (!form.slotCode) return bookingMessages.timeRequired;
  return null;
}

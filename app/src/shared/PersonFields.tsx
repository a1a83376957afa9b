/**
 * The person-data fields every form of the app asks for — name, ID number, phone — with the same input hints
 * everywhere: required (the kit's mark and the required state; the screens still check on submit and toast the
 * spec's messages, none of them lets the browser validate), the phone keyboard and autofill for the phone, autofill
 * for the name. Labels come from each screen (the specs word them differently: 手机号码 / 手机号, 身份证件号码 / 证件号码).
 */
import { Field, type FieldProps } from '@checkup/ui';

/** Longest name the server takes (openapi.yaml PersonName); the report login passes its own 6 (docs/product/orders-reports-access.md §9). */
const NAME_MAX_LENGTH = 30;
/** Longest ID number and phone number (docs/product/booking-journey.md "Input limits", openapi.yaml IdCard and Tel). */
const ID_NUMBER_MAX_LENGTH = 18;
const PHONE_MAX_LENGTH = 11;

/** A Field's props less the hints these fields set themselves. */
type PersonFieldProps = Omit<FieldProps, 'type' | 'inputMode' | 'autoComplete' | 'required'>;

/** 姓名: autofilled with the visitor's name. */
export function NameField(props: PersonFieldProps) {
  return <Field maxLength={NAME_MAX_LENGTH} autoComplete="name" required {...props} />;
}

/**
 * An ID or other document number. The text keyboard, as the number may end in X (or be a passport's letters); no
 * autofill token exists for it, so the browser's default (suggesting what was typed into it before) stays.
 */
export function IdNumberField(props: PersonFieldProps) {
  return <Field maxLength={ID_NUMBER_MAX_LENGTH} inputMode="text" required {...props} />;
}

/** A mobile phone number: the phone keyboard and the visitor's own number offered by autofill. */
export function PhoneField(props: PersonFieldProps) {
  return <Field type="tel" inputMode="tel" autoComplete="tel" maxLength={PHONE_MAX_LENGTH} required {...props} />;
}

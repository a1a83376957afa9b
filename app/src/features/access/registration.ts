/**
 * The account login / registration form of `/login` (docs/product/orders-reports-access.md §5 "Registration"): the first problem
 * of a form, and the request it becomes. UserRegister logs in a known ID number and phone or registers a new one.
 */
import type { components } from '@checkup/sdk/schema';
import { checkIdNumber } from '@checkup/sdk/rules';
import { accessMessages } from '../../messages';

type Schemas = components['schemas'];
export type CardType = Schemas['CardType'];

/** Document types in the order the select lists them. */
export const CARD_TYPES = ['idcard', 'passport', 'hkmo', 'tw', 'other'] as const satisfies readonly CardType[];

/** What the visitor typed. */
export interface RegistrationForm {
  name: string;
  card_type: CardType;
  idcard: string;
  /** Only for documents other than the resident ID. */
  sex: '' | Schemas['PersonSex'];
  /** `YYYY-MM-DD`; only for documents other than the resident ID. */
  birthday: string;
  tel: string;
  yzm: string;
}

export const emptyRegistration: RegistrationForm = {
  name: '',
  card_type: 'idcard',
  idcard: '',
  sex: '',
  birthday: '',
  tel: '',
  yzm: '',
};

/** Sex and birth date are asked only for documents that do not encode them. */
export function needsSexAndBirthday(cardType: CardType): boolean {
  return cardType !== 'idcard';
}

/** 11 characters of digits and dashes. */
const REGISTRATION_PHONE = /^[0-9-]{11}$/;
const SIX_DIGITS = /^\d{6}$/;

export interface RegistrationRules {
  /** Today, `YYYY-MM-DD` (Asia/Shanghai). */
  today: string;
  /** The SMS code is asked (RuntimeConfig.verifyCodeEnabled). */
  codeStep: boolean;
}

/** The earliest birth date the form and the server take (`YYYY-MM-DD`, compared as text). */
export const EARLIEST_BIRTHDAY = '1900-01-01';

/** The message of the first problem of the form, or null when it can be sent. */
export function registrationProblem(form: RegistrationForm, { today, codeStep }: RegistrationRules): string | null {
  if (form.name.trim() === '') return accessMessages.nameRequired;
  if (form.idcard.trim() === '') return accessMessages.documentRequired;
  if (form.card_type === 'idcard') {
    const id = checkIdNumber(form.idcard.trim(), today);
    if (!id.ok) return id.message;
  } else {
    if (form.sex === '') return accessMessages.sexRequired;
    if (form.birthday === '') return accessMessages.birthdayRequired;
    // Not after today: the server refuses a birth date still to come (a later day of this year passed before).
    if (!(form.birthday >= EARLIEST_BIRTHDAY && form.birthday <= today))
      return accessMessages.birthdayRange(EARLIEST_BIRTHDAY, today);
  }
  if (form.tel === '') return accessMessages.phoneRequired;
  if (!REGISTRATION_PHONE.test(form.tel)) return accessMessages.phoneInvalid;
  if (codeStep && !SIX_DIGITS.test(form.yzm)) return accessMessages.codeInvalid;
  return null;
}

/** The UserRegister request for a valid form; without the code step the configured default code is sent. */
export function registrationRequest(
  form: RegistrationForm,
  openid: string,
  code: { codeStep: boolean; defaultVerifyCode: string },
): Schemas['UserRegisterRequest'] {
  const base = {
    openid,
    name: form.name.trim(),
    idcard: form.idcard.trim(),
    tel: form.tel,
    yzm: code.codeStep ? form.yzm : code.defaultVerifyCode,
    card_type: form.card_type,
  };
  if (!needsSexAndBirthday(form.card_type) || form.sex === '') return base;
  return { ...base, sex: form.sex, birthday: form.birthday };
}

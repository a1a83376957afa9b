/**
 * The basic-information form of the personalised flow (docs/product/orders-reports-access.md §3 "Questionnaire info", §5 "Basic
 * info"): sex and age follow the ID number, BMI follows height and weight, and the required fields gate the
 * questionnaire.
 */
import type { Schemas } from '@checkup/sdk';
import { ageFromIdNumber, bmi, checkIdNumber } from '@checkup/sdk/rules';
import { personalisedMessages } from '../../messages';
import type { QuestionInfo } from '../../session/values';

/** The form as typed: numbers stay text until the form is checked. */
export interface BaseInfoForm {
  name: string;
  cardNo: string;
  age: string;
  sex: Schemas['PersonSex'] | '';
  maritalStatus: QuestionInfo['maritalStatus'] | '';
  height: string;
  weight: string;
  bloodType: string;
  waistline: string;
}

/** The form opened again from the stored info, else prefilled from the signed-in user. */
export function initialBaseInfo(stored: QuestionInfo | undefined, user: Schemas['User'] | undefined): BaseInfoForm {
  if (stored) {
    return {
      ...stored,
      age: String(stored.age),
      height: String(stored.height),
      weight: String(stored.weight),
      waistline: stored.waistline > 0 ? String(stored.waistline) : '',
    };
  }
  return {
    name: user?.name ?? '',
    cardNo: '',
    age: '',
    sex: '',
    maritalStatus: user?.marr_type ?? '',
    height: '',
    weight: '',
    bloodType: '',
    waistline: '',
  };
}

/** The form after the ID number changed: a valid ID number sets sex (17th digit, odd male) and age. */
export function withCardNo(form: BaseInfoForm, cardNo: string, today: string): BaseInfoForm {
  const check = checkIdNumber(cardNo.trim(), today);
  if (!check.ok) return { ...form, cardNo };
  return { ...form, cardNo, sex: check.sex === 1 ? '1' : '2', age: String(ageFromIdNumber(cardNo.trim(), today)) };
}

/** BMI of the typed height (cm) and weight (kg), 2 decimals; null unless both are positive. */
export function formBmi(form: BaseInfoForm): number | null {
  return bmi(Number(form.weight), Number(form.height));
}

/** Whether a typed age is a whole number of years (0 for a baby under 1, as the ID number gives it; both forms ask it). */
export const isTypedAge = (text: string): boolean => /^(0|[1-9]\d*)$/.test(text.trim());

/**
 * The stored questionnaire info, or the message to show: 请完善信息 while a required field (name, cardNo, age, sex,
 * maritalStatus, height, weight, BMI) is missing, then the ID number check's message.
 */
export function toQuestionInfo(
  form: BaseInfoForm,
  today: string,
): { ok: true; info: QuestionInfo } | { ok: false; message: string } {
  const BMI = formBmi(form);
  const { sex, maritalStatus } = form;
  const complete = form.name.trim() !== '' && form.cardNo.trim() !== '' && isTypedAge(form.age);
  if (!complete || sex === '' || maritalStatus === '' || BMI === null)
    return { ok: false, message: personalisedMessages.incomplete };
  const id = checkIdNumber(form.cardNo.trim(), today);
  if (!id.ok) return { ok: false, message: id.message };
  const waistline = Number(form.waistline);
  return {
    ok: true,
    info: {
      name: form.name.trim(),
      cardNo: form.cardNo.trim(),
      age: Number(form.age),
      sex,
      maritalStatus,
      height: Number(form.height),
      weight: Number(form.weight),
      bloodType: form.bloodType,
      waistline: Number.isFinite(waistline) && waistline > 0 ? waistline : 0,
      BMI,
    },
  };
}

/**
 * The base-info form of the health assessment on /questionJkpg (docs/product/orders-reports-access.md §5 "Base info form": age,
 * sex, height, weight and the abdominal-fat answer are all required). It opens with what the visitor gave before:
 * the stored form, else the questionnaire's basic info, whose waistline (when given) answers the abdominal-fat question
 * by the Chinese adult criterion of central obesity (WS/T 428: waist ≥ 90 cm for men, ≥ 85 cm for women).
 */
import type { Schemas } from '@checkup/sdk';
import { bmi } from '@checkup/sdk/rules';
import { personalisedMessages } from '../../messages';
import type { AssessmentBaseInfo, QuestionInfo } from '../../session/values';
import { isTypedAge } from './baseInfo';

/** The form as typed: numbers stay text until the form is checked. */
export interface AssessmentForm {
  age: string;
  sex: Schemas['PersonSex'] | '';
  height: string;
  weight: string;
  abdominalObesity: 'yes' | 'no' | '';
}

/** Waist from which a man (1) or a woman (2) counts as centrally obese, cm. */
const CENTRAL_OBESITY_WAIST_CM: Record<Schemas['PersonSex'], number> = { '1': 90, '2': 85 };

const yesNo = (value: boolean): 'yes' | 'no' => (value ? 'yes' : 'no');

export function initialAssessmentForm(stored: AssessmentBaseInfo | undefined, info: QuestionInfo): AssessmentForm {
  if (stored) {
    const { age, sex, height, weight, abdominalObesity } = stored;
    return {
      age: String(age),
      sex,
      height: String(height),
      weight: String(weight),
      abdominalObesity: yesNo(abdominalObesity),
    };
  }
  return {
    age: String(info.age),
    sex: info.sex,
    height: String(info.height),
    weight: String(info.weight),
    abdominalObesity: info.waistline > 0 ? yesNo(info.waistline >= CENTRAL_OBESITY_WAIST_CM[info.sex]) : '',
  };
}

/** The checked base info, or 请完善信息 while any of the five answers is missing (or height and weight give no BMI). */
export function toAssessmentInfo(
  form: AssessmentForm,
): { ok: true; info: AssessmentBaseInfo } | { ok: false; message: string } {
  const height = Number(form.height);
  const weight = Number(form.weight);
  const BMI = bmi(weight, height);
  const { sex, abdominalObesity } = form;
  if (!isTypedAge(form.age) || sex === '' || abdominalObesity === '' || BMI === null) {
    return { ok: false, message: personalisedMessages.incomplete };
  }
  return {
    ok: true,
    info: { age: Number(form.age), sex, height, weight, BMI, abdominalObesity: abdominalObesity === 'yes' },
  };
}

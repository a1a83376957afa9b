/** The report login form and its checks (docs/product/orders-reports-access.md §5 "Report login", §9 input limits). */
import { checkPhone } from '@checkup/sdk/rules';
import { reportMessages } from '../../messages';

/** Input limits of §9. */
export const REPORT_LOGIN_LIMITS = { name: 6, idCard: 18, tel: 11, code: 6 } as const;

export interface ReportLoginForm {
  name: string;
  idCard: string;
  tel: string;
  code: string;
}

export const EMPTY_REPORT_LOGIN: ReportLoginForm = { name: '', idCard: '', tel: '', code: '' };

const SIX_DIGITS = /^\d{6}$/;

/** The phone problem that stops sending a code, if any (getting a code requires a valid phone). */
export function phoneProblem(tel: string): string | undefined {
  if (tel.trim() === '') return reportMessages.phoneRequired;
  const phone = checkPhone(tel.trim());
  return phone.ok ? undefined : phone.message;
}

/** The first problem of the form in field order, or undefined; the code is checked only while the code step is on. */
export function reportLoginProblem(form: ReportLoginForm, codeStep: boolean): string | undefined {
  if (form.name.trim() === '') return reportMessages.nameRequired;
  if (form.idCard.trim() === '') return reportMessages.idRequired;
  const phone = phoneProblem(form.tel);
  if (phone) return phone;
  if (codeStep && !SIX_DIGITS.test(form.code)) return reportMessages.codeInvalid;
  return undefined;
}

/** The code sent to ReportLogin: the typed one, or the configured default while the code step is off. */
export function codeToSend(
  form: ReportLoginForm,
  config: { verifyCodeEnabled: boolean; defaultVerifyCode: string },
): string {
  return config.verifyCodeEnabled ? form.code : config.defaultVerifyCode;
}

/**
 * `/ReportLogin`: report login with name, ID number, phone and (when the code step is on) an SMS code
 * (docs/product/orders-reports-access.md §2, §5 "Report login", §8 code messages, §9 limits and the 300 ms delay).
 * ReportLogin {tel, code} proves the phone, GetReportList {idCard, name, tel} fetches the year groups; both are kept
 * in the session (reportList, pat_info) before the list opens.
 */
import { Button, Field, FieldGroup, Link, NavBar, toast } from '@checkup/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { failureText, tellFailure } from '../../shared/failureMessages';
import { actionRow, screenBody } from '../../shared/layout';
import { IdNumberField, NameField, PhoneField } from '../../shared/PersonFields';
import { useDelayedNavigate } from '../../shared/useDelayedNavigate';
import { reportMessages } from '../../messages';
import {
  codeToSend,
  EMPTY_REPORT_LOGIN,
  phoneProblem,
  REPORT_LOGIN_LIMITS,
  reportLoginProblem,
  type ReportLoginForm,
} from './reportLogin';
import { REPORT_LIST } from './ReportPage';
import { useApi, useConfig, useSession } from '../../services/AppServices';
import { DraftResendCodeButton, useFormDraft } from '../../session/useFormDraft';

/** Pause between a successful login and the report list (§9). */
export const REPORT_LOGIN_DELAY_MS = 300;

/** A typed code is kept across a reload only while a code can still be valid (5 minutes, §9). */
export const CODE_KEPT_MS = 5 * 60_000;

function ReportLoginScreen() {
  const api = useApi();
  const config = useConfig();
  const session = useSession();
  const navigate = useNavigate();
  const goLater = useDelayedNavigate(REPORT_LOGIN_DELAY_MS);
  // What was typed survives a reload (the visitor may be away reading the SMS), until the login succeeds.
  const draft = useFormDraft<ReportLoginForm>('ReportLogin', EMPTY_REPORT_LOGIN, {
    lifetimeMs: { code: CODE_KEPT_MS },
  });
  const { form, edit } = draft;
  const [submitting, setSubmitting] = useState(false);
  const codeStep = config.verifyCodeEnabled;

  const sendCode = async () => {
    const problem = phoneProblem(form.tel);
    if (problem) {
      toast(problem);
      return false;
    }
    const sent = await api.call('GetVerifyCode', { tel: form.tel.trim() });
    toast(sent.ok ? reportMessages.codeSent : failureText(sent.error, reportMessages.networkError));
    return sent.ok;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = reportLoginProblem(form, codeStep);
    if (problem) return void toast(problem);
    const person = { name: form.name.trim(), idCard: form.idCard.trim(), tel: form.tel.trim() };
    setSubmitting(true);
    const login = await api.call('ReportLogin', { tel: person.tel, code: codeToSend(form, config) });
    const list = login.ok ? await api.call('GetReportList', person) : login;
    setSubmitting(false);
    if (!list.ok) return tellFailure(list.error);
    draft.forget();
    session.reportList.set(list.data);
    session.patInfo.set(person);
    // A report opened before belongs to whoever was signed in then (and the server no longer serves it to this grant).
    session.report.clear();
    goLater(REPORT_LIST);
  };

  return (
    <main>
      <NavBar title={reportMessages.loginTitle} onBack={() => void navigate('/')} />
      <form className={screenBody} onSubmit={(event) => void submit(event)} noValidate>
        <p>{reportMessages.loginIntro}</p>
        <FieldGroup>
          <NameField
            label={reportMessages.name}
            placeholder={reportMessages.nameRequired}
            value={form.name}
            maxLength={REPORT_LOGIN_LIMITS.name}
            onChange={(e) => edit({ name: e.target.value })}
          />
          <IdNumberField
            label={reportMessages.idNumber}
            placeholder={reportMessages.idRequired}
            value={form.idCard}
            maxLength={REPORT_LOGIN_LIMITS.idCard}
            onChange={(e) => edit({ idCard: e.target.value })}
          />
          <PhoneField
            label={reportMessages.phone}
            placeholder={reportMessages.phoneRequired}
            value={form.tel}
            maxLength={REPORT_LOGIN_LIMITS.tel}
            onChange={(e) => edit({ tel: e.target.value })}
          />
          {codeStep && (
            <Field
              label={reportMessages.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={form.code}
              maxLength={REPORT_LOGIN_LIMITS.code}
              required
              onChange={(e) => edit({ code: e.target.value })}
              button={<DraftResendCodeButton draft={draft} onSend={sendCode} />}
            />
          )}
        </FieldGroup>
        <div className={actionRow}>
          <Button type="submit" variant="primary" block loading={submitting}>
            {reportMessages.login}
          </Button>
        </div>
        {config.hospitalPhone && (
          <p>
            {reportMessages.hospitalPhone}：<Link href={`tel:${config.hospitalPhone}`}>{config.hospitalPhone}</Link>
          </p>
        )}
      </form>
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { ReportLoginScreen as Component };

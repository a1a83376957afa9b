/**
 * `/login`: account login / registration (docs/product/orders-reports-access.md §2, §5). Reached when `userOpenid` answers "not
 * registered". UserRegister logs in a known ID number and phone, or registers them, and binds the visitor's openid;
 * afterwards the visitor returns (through the guard's isOauth rule) to the path saved before sign-in.
 */
import { checkPhone, shanghaiDateOf } from '@checkup/sdk/rules';
import { Button, Cell, Field, FieldGroup, NavBar, toast } from '@checkup/ui';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { actionRow, screenBody } from '../../shared/layout';
import { IdNumberField, NameField, PhoneField } from '../../shared/PersonFields';
import { SexChoice } from '../../shared/SexChoice';
import { accessMessages } from '../../messages';
import { failureText } from '../../shared/failureMessages';
import { useApi, useConfig, useSession } from '../../services/AppServices';
import { DraftResendCodeButton, useFormDraft } from '../../session/useFormDraft';
import { SIGN_IN_PATH } from '../../routing/signInPath';
import {
  CARD_TYPES,
  EARLIEST_BIRTHDAY,
  emptyRegistration,
  needsSexAndBirthday,
  registrationProblem,
  registrationRequest,
  type RegistrationForm,
} from './registration';

/** The document-type sheet (Radix Dialog) loads the first time it opens, not with `/login`. */
const CardTypeSheet = lazy(() => import('./CardTypeSheet'));
/** A typed code is kept across a reload only while a code can still be valid (5 minutes). */
const CODE_KEPT_MS = 5 * 60_000;
const draftChoices = { card_type: CARD_TYPES, sex: ['', '1', '2'] } as const;

function RegistrationScreen() {
  const api = useApi();
  const config = useConfig();
  const session = useSession();
  const navigate = useNavigate();
  const openid = session.openid.get();
  // What was typed survives a reload (the visitor may be away reading the SMS) for this openid, until registration succeeds.
  const draft = useFormDraft<RegistrationForm>('login', emptyRegistration, {
    scope: openid,
    lifetimeMs: { yzm: CODE_KEPT_MS },
    choices: draftChoices,
  });
  const { form, edit } = draft;
  const [choosingType, setChoosingType] = useState(false);
  // Mounted from the first opening on (and kept, so the sheet can animate closed).
  const [sheetWanted, setSheetWanted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  if (!openid) return <Navigate to={SIGN_IN_PATH} replace />;

  const today = shanghaiDateOf(new Date());
  const codeStep = config.verifyCodeEnabled;

  const openTypeChooser = () => {
    setSheetWanted(true);
    setChoosingType(true);
  };

  const sendCode = async () => {
    const phone = checkPhone(form.tel);
    if (!phone.ok) {
      toast(phone.message);
      return false;
    }
    const sent = await api.call('GetVerifyCode', { tel: form.tel });
    // The server's own refusal (e.g. 验证码已发送，请60秒后再试) as is; 网络异常 only when there is no usable answer.
    toast(sent.ok ? accessMessages.codeSent : failureText(sent.error, accessMessages.codeFailed));
    return sent.ok;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = registrationProblem(form, { today, codeStep });
    if (problem) {
      toast(problem);
      return;
    }
    setSubmitting(true);
    const result = await api.call(
      'UserRegister',
      registrationRequest(form, openid, { codeStep, defaultVerifyCode: config.defaultVerifyCode }),
    );
    setSubmitting(false);
    if (!result.ok) {
      // The server's refusal as is (success:false, a refused request, too many tries); with no usable message
      // (none given, no answer, server error, unreadable answer) 系统繁忙！请稍后再试 (§8 "any request failure").
      toast(failureText(result.error));
      return;
    }
    draft.forget();
    session.user.set(result.data);
    session.isOauth.set('1');
    // Home is not login-required: the guard sees isOauth = 1 there and goes on to the saved path.
    void navigate('/', { replace: true });
  };

  return (
    <main>
      <NavBar title={accessMessages.loginTitle} />
      <form className={screenBody} onSubmit={(event) => void submit(event)} noValidate>
        <p>{accessMessages.loginIntro}</p>
        <FieldGroup>
          <NameField
            label={accessMessages.name}
            placeholder={accessMessages.nameRequired}
            value={form.name}
            onChange={(e) => edit({ name: e.target.value })}
          />
          <Cell
            title={accessMessages.documentType}
            value={accessMessages.cardTypes[form.card_type]}
            onClick={openTypeChooser}
          />
          <IdNumberField
            label={accessMessages.documentNumber}
            placeholder={accessMessages.documentRequired}
            value={form.idcard}
            onChange={(e) => edit({ idcard: e.target.value })}
          />
          {needsSexAndBirthday(form.card_type) && (
            <>
              <SexChoice value={form.sex} onChange={(sex) => edit({ sex })} />
              <Field
                label={accessMessages.birthday}
                type="date"
                min={EARLIEST_BIRTHDAY}
                max={today}
                value={form.birthday}
                required
                onChange={(e) => edit({ birthday: e.target.value })}
              />
            </>
          )}
          <PhoneField
            label={accessMessages.phone}
            placeholder={accessMessages.phoneRequired}
            value={form.tel}
            onChange={(e) => edit({ tel: e.target.value })}
          />
          {codeStep && (
            <Field
              label={accessMessages.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={form.yzm}
              maxLength={6}
              required
              onChange={(e) => edit({ yzm: e.target.value })}
              button={<DraftResendCodeButton draft={draft} onSend={sendCode} />}
            />
          )}
        </FieldGroup>
        <div className={actionRow}>
          <Button type="submit" variant="primary" block loading={submitting}>
            {accessMessages.submit}
          </Button>
        </div>
      </form>
      {sheetWanted && (
        <Suspense fallback={null}>
          <CardTypeSheet
            open={choosingType}
            onOpenChange={setChoosingType}
            onChoose={(card_type) => edit({ card_type, sex: '', birthday: '' })}
          />
        </Suspense>
      )}
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { RegistrationScreen as Component };

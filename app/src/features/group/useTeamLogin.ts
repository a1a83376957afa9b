/**
 * TeamLogin for both group login forms (docs/product/booking-journey.md §2 Group path, §8): the company's and the
 * member's checks, first-use binding with 姓名 and an SMS code (docs/adr/0050-group-phone-bound-after-sms-code.md), and
 * where a signed-in member goes.
 */
import type { Schemas } from '@checkup/sdk';
import { TEAM_LOGIN_BIND_REQUIRED_MESSAGE } from '@checkup/sdk/rules';
import { alert, toast } from '@checkup/ui';
import { useState } from 'react';
import { commonMessages, reportMessages } from '../../messages';
import { useApi, useConfig, useSession } from '../../services/AppServices';
import { failureText, serverMessage, tellFailure } from '../../shared/failureMessages';
import { useDelayedNavigate } from '../../shared/useDelayedNavigate';
import { useSubmitOnce, type SubmitOutcome } from '../../shared/useSubmitOnce';
import { phoneProblem } from '../reports/reportLogin';

/** Where a signed-in group member goes first. */
const AFTER_LOGIN = '/TeamDetails?type=notAdd';

/** The member's own fields of both forms; 姓名 and 验证码 are sent only once the server asked for binding. */
export interface MemberFields {
  idCard: string;
  tel: string;
  name: string;
  code: string;
}

/** A typed code is kept across a reload only while a code can still be valid (5 minutes). */
export const CODE_KEPT_MS = 5 * 60_000;
const SIX_DIGITS = /^\d{6}$/;

/**
 * Logs in with TeamLogin; `check` returns the company's and the member's first problem, `done` runs once the member is
 * signed in. After the server asks for first-use binding, the name and code rows show and are sent too.
 */
export function useTeamLogin(
  check: () => string | null,
  lncCode: () => string,
  member: MemberFields,
  done: () => void,
) {
  const api = useApi();
  const config = useConfig();
  const session = useSession();
  const redirect = useDelayedNavigate();
  const [binding, setBinding] = useState(false);
  const codeStep = config.verifyCodeEnabled;
  const bindingProblem = () => {
    if (!member.name.trim()) return reportMessages.nameRequired;
    return codeStep && !SIX_DIGITS.test(member.code.trim()) ? reportMessages.codeInvalid : null;
  };
  const submit = useSubmitOnce(async (): Promise<SubmitOutcome> => {
    const problem = check() ?? (binding ? bindingProblem() : null);
    if (problem) {
      toast(problem);
      return 'again';
    }
    const proof = binding
      ? { name: member.name.trim(), code: codeStep ? member.code.trim() : config.defaultVerifyCode }
      : {};
    const result = await api.call('TeamLogin', {
      lnc_Code: lncCode(),
      idCard: member.idCard.trim(),
      tel: member.tel.trim(),
      ...proof,
    });
    if (!result.ok) {
      if (serverMessage(result.error) === TEAM_LOGIN_BIND_REQUIRED_MESSAGE) setBinding(true);
      await tellFailure(result.error);
      return 'again';
    }
    const refused = result.data.find((record): record is Schemas['TeamLoginError'] => 'err' in record);
    const found = result.data.find((record): record is Schemas['GroupUser'] => !('err' in record));
    if (refused) {
      toast(refused.err);
      return 'again';
    }
    if (!found) {
      await alert({ content: commonMessages.busy });
      return 'again';
    }
    done();
    session.groupUser.set(found);
    // A member signing in has chosen no extras yet (none left from another booking may reach the order).
    session.chosenItems.clear();
    if (result.returnMsg) toast(result.returnMsg);
    redirect(AFTER_LOGIN);
    return 'done';
  });
  const sendCode = async () => {
    const phone = phoneProblem(member.tel);
    if (phone) {
      toast(phone);
      return false;
    }
    const sent = await api.call('GetVerifyCode', { tel: member.tel.trim() });
    toast(sent.ok ? reportMessages.codeSent : failureText(sent.error, reportMessages.networkError));
    return sent.ok;
  };
  return { ...submit, binding, codeStep, sendCode };
}

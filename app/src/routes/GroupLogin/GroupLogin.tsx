/**
 * `/GroupLogin`: a company employee signs in for the group check-up (docs/product/booking-journey.md §2 Group path, §5, §8).
 * The new form (default) picks the company from a type-ahead list of GetTjLncList; the old form
 * (`groupLoginVariant: 'old'`) takes the company code. Both log in with TeamLogin and open the group package.
 */
import type { Schemas } from '@checkup/sdk';
import { alert, Button, Combobox, Field, FieldGroup, NavBar, toast, type ComboboxOption } from '@checkup/ui';
import { useMemo, type ReactNode } from 'react';
import { tellFailure } from '../../booking/failureMessage';
import { companyMatches, newGroupLoginProblem, oldGroupLoginProblem } from '../../booking/groupLoginChecks';
import { actionRow, screenBody } from '../../booking/layout';
import { IdNumberField, PhoneField } from '../../booking/PersonFields';
import { useDelayedNavigate } from '../../booking/useDelayedNavigate';
import { useRequest } from '../../booking/useRequest';
import { useSubmitOnce, type SubmitOutcome } from '../../booking/useSubmitOnce';
import { commonMessages, groupMessages } from '../../messages';
import { useApi, useConfig, useSession } from '../../services/AppServices';
import { useFormDraft } from '../../session/useFormDraft';
import { useBack } from '../useBack';

type Company = Schemas['Company'];

/** A company as a Combobox option (value = company code). */
interface CompanyOption extends ComboboxOption {
  company: Company;
}

const matchCompany = (option: CompanyOption, typed: string) => companyMatches(option.company, typed);

/** Where a signed-in group member goes first. */
export const AFTER_LOGIN = '/TeamDetails?type=notAdd';

export function Component() {
  const config = useConfig();
  const back = useBack();
  return (
    <main>
      <NavBar title={groupMessages.loginTitle} onBack={back} />
      {config.groupLoginVariant === 'old' ? <OldForm /> : <NewForm />}
    </main>
  );
}

/** Logs in with TeamLogin; `check` returns the form's first problem, `done` runs once the member is signed in. */
function useTeamLogin(check: () => string | null, body: () => Schemas['TeamLoginRequest'], done: () => void) {
  const api = useApi();
  const session = useSession();
  const redirect = useDelayedNavigate();
  return useSubmitOnce(async (): Promise<SubmitOutcome> => {
    const problem = check();
    if (problem) {
      toast(problem);
      return 'again';
    }
    const result = await api.call('TeamLogin', body());
    if (!result.ok) {
      await tellFailure(result.error);
      return 'again';
    }
    const refused = result.data.find((record): record is Schemas['TeamLoginError'] => 'err' in record);
    const member = result.data.find((record): record is Schemas['GroupUser'] => !('err' in record));
    if (refused) {
      toast(refused.err);
      return 'again';
    }
    if (!member) {
      await alert({ content: commonMessages.busy });
      return 'again';
    }
    done();
    session.groupUser.set(member);
    // A member signing in has chosen no extras yet (none left from another booking may reach the order).
    session.chosenItems.clear();
    if (result.returnMsg) toast(result.returnMsg);
    redirect(AFTER_LOGIN);
    return 'done';
  });
}

/** The new form as kept in its draft: the picked company by its code (the company itself comes from GetTjLncList). */
const EMPTY_NEW_FORM = { companyName: '', companyCode: '', idCard: '', tel: '' };
const EMPTY_OLD_FORM = { companyCode: '', idCard: '', tel: '' };

function NewForm() {
  const api = useApi();
  // What was typed survives a reload (the visitor may be away looking up the ID number), until the login succeeds.
  const draft = useFormDraft('GroupLogin', EMPTY_NEW_FORM);
  const { companyName, idCard, tel } = draft.form;
  const { edit } = draft;
  const companies = useRequest('companies', (signal) => api.call('GetTjLncList', undefined, { signal }), () => void alert({ content: commonMessages.busy }));
  const companyList = companies.status === 'ok' ? companies.data : undefined;
  // A company picked before a reload is picked again once the list has it.
  const picked = draft.form.companyCode ? companyList?.find((company) => company.lnc_Code === draft.form.companyCode) : undefined;
  const options = useMemo<CompanyOption[]>(
    () => (companyList ?? []).map((company) => ({ value: company.lnc_Code, label: company.lnc_Name, company })),
    [companyList],
  );
  const login = useTeamLogin(
    () => newGroupLoginProblem({ companyName, picked, idCard, tel }),
    () => ({ lnc_Code: picked?.lnc_Code ?? '', idCard: idCard.trim(), tel: tel.trim() }),
    draft.forget,
  );

  return (
    <div className={screenBody}>
      <MemberLogin
        company={
          // The choice is undone as soon as the text is edited, so `picked` always names the text's company.
          <Combobox<CompanyOption>
        label={groupMessages.companyName}
        options={options}
        match={matchCompany}
        inputValue={companyName}
        onInputChange={(typed) => edit({ companyName: typed })}
        value={picked?.lnc_Code ?? null}
        onChange={(_, option) => edit({ companyCode: option?.company.lnc_Code ?? '' })}
        listLabel={groupMessages.companyMatches}
        emptyText={groupMessages.companyNoMatch}
        loading={companies.status === 'loading'}
        required
      />
        }
        idCard={idCard}
        tel={tel}
        edit={edit}
        login={login}
      />
    </div>
  );
}

function OldForm() {
  const draft = useFormDraft('GroupLogin', EMPTY_OLD_FORM);
  const { companyCode, idCard, tel } = draft.form;
  const { edit } = draft;
  const login = useTeamLogin(
    () => oldGroupLoginProblem({ companyCode, idCard, tel }),
    () => ({ lnc_Code: companyCode.trim(), idCard: idCard.trim(), tel: tel.trim() }),
    draft.forget,
  );
  return (
    <div className={screenBody}>
      <MemberLogin
        company={<Field label={groupMessages.companyCode} value={companyCode} required onChange={(event) => edit({ companyCode: event.target.value })} />}
        idCard={idCard}
        tel={tel}
        edit={edit}
        login={login}
      />
    </div>
  );
}

interface MemberLoginProps {
  /** The form's company field, first in the form's rows. */
  company: ReactNode;
  idCard: string;
  tel: string;
  edit: (patch: { idCard?: string; tel?: string }) => void;
  login: ReturnType<typeof useTeamLogin>;
}

/** What both forms ask: their company field, then the member's ID number and phone in the same rows, and 登录. */
function MemberLogin({ company, idCard, tel, edit, login }: MemberLoginProps) {
  return (
    <>
      <FieldGroup>
        {company}
        <IdNumberField label={groupMessages.idCard} placeholder={groupMessages.idRequired} value={idCard} onChange={(event) => edit({ idCard: event.target.value })} />
        <PhoneField label={groupMessages.phone} placeholder={groupMessages.phoneRequired} value={tel} onChange={(event) => edit({ tel: event.target.value })} />
      </FieldGroup>
      <div className={actionRow}>
        <Button variant="primary" block loading={login.busy} onClick={login.run}>
          {groupMessages.login}
        </Button>
      </div>
    </>
  );
}

/**
 * `/GroupLogin`: a company employee signs in for the group check-up (booking-journey.md §2 Group path, §5, §8).
 * The new form (default) picks the company from a type-ahead list of GetTjLncList; the old form
 * (`groupLoginVariant: 'old'`) takes the company code. Both log in with TeamLogin and open the group package.
 */
import type { Schemas } from '@checkup/sdk';
import { alert, Button, Combobox, Field, NavBar, toast, type ComboboxOption } from '@checkup/ui';
import { useMemo, useState } from 'react';
import { tellFailure } from '../../booking/failureMessage';
import { companyMatches, newGroupLoginProblem, oldGroupLoginProblem } from '../../booking/groupLoginChecks';
import { actionRow, screenBody } from '../../booking/layout';
import { ID_CARD_MAX_LENGTH, TEL_MAX_LENGTH } from '../../booking/personOrderChecks';
import { useDelayedNavigate } from '../../booking/useDelayedNavigate';
import { useRequest } from '../../booking/useRequest';
import { useSubmitOnce, type SubmitOutcome } from '../../booking/useSubmitOnce';
import { commonMessages, groupMessages } from '../../messages';
import { useApi, useConfig, useSession } from '../../services/AppServices';
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

/** Logs in with TeamLogin; `check` returns the form's first problem. */
function useTeamLogin(check: () => string | null, body: () => Schemas['TeamLoginRequest']) {
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
    session.groupUser.set(member);
    // A member signing in has chosen no extras yet (none left from another booking may reach the order).
    session.chosenItems.clear();
    if (result.returnMsg) toast(result.returnMsg);
    redirect(AFTER_LOGIN);
    return 'done';
  });
}

function NewForm() {
  const api = useApi();
  const [companyName, setCompanyName] = useState('');
  const [picked, setPicked] = useState<Company>();
  const [idCard, setIdCard] = useState('');
  const [tel, setTel] = useState('');
  const companies = useRequest('companies', (signal) => api.call('GetTjLncList', undefined, { signal }), () => void alert({ content: commonMessages.busy }));
  const companyList = companies.status === 'ok' ? companies.data : undefined;
  const options = useMemo<CompanyOption[]>(
    () => (companyList ?? []).map((company) => ({ value: company.lnc_Code, label: company.lnc_Name, company })),
    [companyList],
  );
  const login = useTeamLogin(
    () => newGroupLoginProblem({ companyName, picked, idCard, tel }),
    () => ({ lnc_Code: picked?.lnc_Code ?? '', idCard: idCard.trim(), tel: tel.trim() }),
  );

  return (
    <div className={screenBody}>
      {/* The choice is undone as soon as the text is edited, so `picked` always names the text's company. */}
      <Combobox<CompanyOption>
        label={groupMessages.companyName}
        options={options}
        match={matchCompany}
        inputValue={companyName}
        onInputChange={setCompanyName}
        value={picked?.lnc_Code ?? null}
        onChange={(_, option) => setPicked(option?.company)}
        listLabel={groupMessages.companyMatches}
        emptyText={groupMessages.companyNoMatch}
        loading={companies.status === 'loading'}
      />
      <Field label={groupMessages.idCard} value={idCard} maxLength={ID_CARD_MAX_LENGTH} onChange={(event) => setIdCard(event.target.value)} />
      <Field label={groupMessages.phone} value={tel} maxLength={TEL_MAX_LENGTH} inputMode="tel" onChange={(event) => setTel(event.target.value)} />
      <div className={actionRow}>
        <Button variant="primary" block loading={login.busy} onClick={login.run}>
          {groupMessages.login}
        </Button>
      </div>
    </div>
  );
}

function OldForm() {
  const [companyCode, setCompanyCode] = useState('');
  const [idCard, setIdCard] = useState('');
  const [tel, setTel] = useState('');
  const login = useTeamLogin(
    () => oldGroupLoginProblem({ companyCode, idCard, tel }),
    () => ({ lnc_Code: companyCode.trim(), idCard: idCard.trim(), tel: tel.trim() }),
  );
  return (
    <div className={screenBody}>
      <Field label={groupMessages.companyCode} value={companyCode} onChange={(event) => setCompanyCode(event.target.value)} />
      <Field label={groupMessages.idCard} value={idCard} maxLength={ID_CARD_MAX_LENGTH} onChange={(event) => setIdCard(event.target.value)} />
      <Field label={groupMessages.phone} value={tel} maxLength={TEL_MAX_LENGTH} inputMode="tel" onChange={(event) => setTel(event.target.value)} />
      <div className={actionRow}>
        <Button variant="primary" block loading={login.busy} onClick={login.run}>
          {groupMessages.login}
        </Button>
      </div>
    </div>
  );
}

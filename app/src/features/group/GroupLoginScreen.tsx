/**
 * `/GroupLogin`: a company employee signs in for the group check-up (docs/product/booking-journey.md §2 Group path, §5, §8).
 * The new form (default) picks the company from a type-ahead list of GetTjLncList; the old form
 * (`groupLoginVariant: 'old'`) takes the company code. Both log in with TeamLogin and open the group package.
 * When TeamLogin asks for first-use binding, both add 姓名 and an SMS 验证码 for the phone
 * (docs/adr/0050-group-phone-bound-after-sms-code.md).
 */
import type { Schemas } from '@checkup/sdk';
import { alert, Button, Combobox, Field, FieldGroup, NavBar, type ComboboxOption } from '@checkup/ui';
import { useMemo, type ReactNode } from 'react';
import { companyMatches, newGroupLoginProblem, oldGroupLoginProblem } from './groupLoginChecks';
import { actionRow, screenBody } from '../../shared/layout';
import { IdNumberField, NameField, PhoneField } from '../../shared/PersonFields';
import { useRequest } from '../../shared/useRequest';
import { commonMessages, groupMessages, reportMessages } from '../../messages';
import { useApi, useConfig } from '../../services/AppServices';
import { DraftResendCodeButton, useFormDraft, type FormDraftState } from '../../session/useFormDraft';
import { CODE_KEPT_MS, useTeamLogin, type MemberFields } from './useTeamLogin';
import { useBack } from '../../routing/useBack';

type Company = Schemas['Company'];

/** A company as a Combobox option (value = company code). */
interface CompanyOption extends ComboboxOption {
  company: Company;
}

const matchCompany = (option: CompanyOption, typed: string) => companyMatches(option.company, typed);

function GroupLoginScreen() {
  const config = useConfig();
  const back = useBack();
  return (
    <main>
      <NavBar title={groupMessages.loginTitle} onBack={back} />
      {config.groupLoginVariant === 'old' ? <OldForm /> : <NewForm />}
    </main>
  );
}

/** The new form as kept in its draft: the picked company by its code (the company itself comes from GetTjLncList). */
const EMPTY_NEW_FORM = { companyName: '', companyCode: '', idCard: '', tel: '', name: '', code: '' };
const EMPTY_OLD_FORM = { companyCode: '', idCard: '', tel: '', name: '', code: '' };

function NewForm() {
  const api = useApi();
  // What was typed survives a reload (the visitor may be away looking up the ID number), until the login succeeds.
  const draft = useFormDraft('GroupLogin', EMPTY_NEW_FORM, { lifetimeMs: { code: CODE_KEPT_MS } });
  const { companyName, idCard, tel } = draft.form;
  const { edit } = draft;
  const companies = useRequest(
    'companies',
    (signal) => api.call('GetTjLncList', undefined, { signal }),
    () => void alert({ content: commonMessages.busy }),
  );
  const companyList = companies.status === 'ok' ? companies.data : undefined;
  // A company picked before a reload is picked again once the list has it.
  const picked = draft.form.companyCode
    ? companyList?.find((company) => company.lnc_Code === draft.form.companyCode)
    : undefined;
  const options = useMemo<CompanyOption[]>(
    () => (companyList ?? []).map((company) => ({ value: company.lnc_Code, label: company.lnc_Name, company })),
    [companyList],
  );
  const login = useTeamLogin(
    () => newGroupLoginProblem({ companyName, picked, idCard, tel }),
    () => picked?.lnc_Code ?? '',
    draft.form,
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
        draft={draft}
        login={login}
      />
    </div>
  );
}

function OldForm() {
  const draft = useFormDraft('GroupLogin', EMPTY_OLD_FORM, { lifetimeMs: { code: CODE_KEPT_MS } });
  const { companyCode, idCard, tel } = draft.form;
  const login = useTeamLogin(
    () => oldGroupLoginProblem({ companyCode, idCard, tel }),
    () => companyCode.trim(),
    draft.form,
    draft.forget,
  );
  return (
    <div className={screenBody}>
      <MemberLogin
        company={
          <Field
            label={groupMessages.companyCode}
            value={companyCode}
            required
            onChange={(event) => draft.edit({ companyCode: event.target.value })}
          />
        }
        draft={draft}
        login={login}
      />
    </div>
  );
}

interface MemberLoginProps {
  /** The form's company field, first in the form's rows. */
  company: ReactNode;
  draft: Pick<FormDraftState<MemberFields>, 'form' | 'codeWaitUntil' | 'codeSent'> & {
    edit: (patch: Partial<MemberFields>) => void;
  };
  login: ReturnType<typeof useTeamLogin>;
}

/**
 * What both forms ask: their company field, then the member's ID number and phone in the same rows, and 登录; once the
 * server asks for first-use binding, the member's name and an SMS code for the phone too.
 */
function MemberLogin({ company, draft, login }: MemberLoginProps) {
  const { form, edit } = draft;
  return (
    <>
      <FieldGroup>
        {company}
        <IdNumberField
          label={groupMessages.idCard}
          placeholder={groupMessages.idRequired}
          value={form.idCard}
          onChange={(event) => edit({ idCard: event.target.value })}
        />
        <PhoneField
          label={groupMessages.phone}
          placeholder={groupMessages.phoneRequired}
          value={form.tel}
          onChange={(event) => edit({ tel: event.target.value })}
        />
        {login.binding && (
          <NameField
            label={groupMessages.name}
            placeholder={reportMessages.nameRequired}
            value={form.name}
            onChange={(event) => edit({ name: event.target.value })}
          />
        )}
        {login.binding && login.codeStep && (
          <Field
            label={reportMessages.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={form.code}
            maxLength={6}
            required
            onChange={(event) => edit({ code: event.target.value })}
            button={<DraftResendCodeButton draft={draft} onSend={login.sendCode} />}
          />
        )}
      </FieldGroup>
      <div className={actionRow}>
        <Button variant="primary" block loading={login.busy} onClick={login.run}>
          {groupMessages.login}
        </Button>
      </div>
    </>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { GroupLoginScreen as Component };

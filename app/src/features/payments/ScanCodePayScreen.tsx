/**
 * `/SweepCodePay`: scan-code payment entry (its contents are not in the spec; docs/product/orders-reports-access.md
 * §2). The bill's registration number comes from the scanned link (`?regno=`) or is typed in; 下一步 opens the
 * pay-confirm page for it, which looks the bill up and pays it.
 */
import { Button, Field, NavBar } from '@checkup/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { actionRow, screenBody } from '../../shared/layout';
import { commonMessages, payRecordMessages } from '../../messages';
import { payConfirmPath } from './payFlag';
import { useFormDraft } from '../../session/useFormDraft';
import { useBack } from '../../routing/useBack';

/** Longest registration number accepted (the hospital's numbers are about 10 characters). */
const REGNO_MAX_LENGTH = 20;

function ScanCodePayScreen() {
  const navigate = useNavigate();
  const back = useBack();
  const [params] = useSearchParams();
  // The scanned number, or what the visitor typed over it (kept across a reload until 下一步).
  const draft = useFormDraft('SweepCodePay', () => ({ regno: params.get('regno') ?? '' }));
  const { regno } = draft.form;
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = regno.trim();
    if (!value) {
      setError(payRecordMessages.regnoRequired);
      return;
    }
    draft.forget();
    void navigate(payConfirmPath(value));
  };

  return (
    <main>
      <NavBar title={payRecordMessages.sweepTitle} onBack={back} />
      <form className={screenBody} onSubmit={submit} noValidate>
        <Field
          label={payRecordMessages.regno}
          hint={payRecordMessages.sweepIntro}
          value={regno}
          maxLength={REGNO_MAX_LENGTH}
          inputMode="text"
          autoComplete="off"
          error={error}
          onChange={(event) => {
            draft.edit({ regno: event.target.value });
            setError(undefined);
          }}
        />
        <div className={actionRow}>
          <Button type="submit" variant="primary" block>
            {commonMessages.next}
          </Button>
        </div>
      </form>
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { ScanCodePayScreen as Component };

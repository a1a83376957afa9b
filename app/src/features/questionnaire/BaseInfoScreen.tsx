/**
 * `/questionBaseInfo`: basic information before the personalised questionnaire (docs/product/orders-reports-access.md §3
 * "Questionnaire info", §5 "Basic info"). Sex and age follow a valid ID number, BMI follows height and weight;
 * the checked info is kept as `questionInfo` and the questionnaire opens.
 */
import { shanghaiDateOf } from '@checkup/sdk/rules';
import { Button, Cell, Field, FieldGroup, NavBar, RadioGroup, toast } from '@checkup/ui';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { actionRow, screenBody } from '../../shared/layout';
import { IdNumberField, NameField } from '../../shared/PersonFields';
import { SexChoice } from '../../shared/SexChoice';
import { commonMessages, personalisedMessages as text } from '../../messages';
import { formBmi, initialBaseInfo, toQuestionInfo, withCardNo, type BaseInfoForm } from './baseInfo';
import { useSession } from '../../services/AppServices';
import { useFormDraft } from '../../session/useFormDraft';
import { useBack } from '../../routing/useBack';
import { AgeField, HeightWeightFields } from './MeasureFields';

const maritalOptions = [
  { value: '1', label: text.unmarried },
  { value: '2', label: text.married },
];
const bloodOptions = text.bloodTypes.map((type) => ({ value: type, label: type }));
const draftChoices = {
  sex: ['', '1', '2'],
  maritalStatus: ['', '1', '2'],
  bloodType: ['', ...text.bloodTypes],
} as const;

function BaseInfoScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const back = useBack();
  // Opened from the stored info (or the signed-in user); what is typed over it survives a reload until 下一步 keeps it.
  const draft = useFormDraft<BaseInfoForm>(
    'questionBaseInfo',
    () => initialBaseInfo(session.questionInfo.get(), session.user.get()),
    { choices: draftChoices },
  );
  const { form, setForm, edit } = draft;
  const today = shanghaiDateOf(new Date());
  const bmi = formBmi(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = toQuestionInfo(form, today);
    if (!checked.ok) return void toast(checked.message);
    draft.forget();
    session.questionInfo.set(checked.info);
    // The assessment's own form (baseInfo) was filled from the basic info given before: it starts again from this one.
    session.baseInfo.clear();
    void navigate('/question');
  };

  return (
    <main>
      <NavBar title={text.baseInfoTitle} onBack={back} />
      <form className={screenBody} onSubmit={submit} noValidate>
        <FieldGroup>
          <NameField label={text.name} value={form.name} onChange={(e) => edit({ name: e.target.value })} />
          <IdNumberField
            label={text.cardNo}
            value={form.cardNo}
            onChange={(e) => setForm((current) => withCardNo(current, e.target.value, today))}
          />
          <AgeField value={form.age} onChange={(age) => edit({ age })} />
          <SexChoice value={form.sex} onChange={(sex) => edit({ sex })} />
          <RadioGroup
            label={text.maritalStatus}
            options={maritalOptions}
            horizontal
            surface="card"
            value={form.maritalStatus}
            onValueChange={(status) => edit({ maritalStatus: status === '1' || status === '2' ? status : '' })}
          />
          <HeightWeightFields height={form.height} weight={form.weight} onChange={edit} />
          <Cell title={text.bmi} value={bmi === null ? '—' : bmi.toFixed(2)} />
          <RadioGroup
            label={text.bloodType}
            options={bloodOptions}
            horizontal
            surface="card"
            value={form.bloodType}
            onValueChange={(bloodType) => edit({ bloodType })}
          />
          <Field
            label={text.waistline}
            inputMode="decimal"
            value={form.waistline}
            maxLength={5}
            onChange={(e) => edit({ waistline: e.target.value })}
          />
        </FieldGroup>
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
export { BaseInfoScreen as Component };

/** The age, height and weight fields that both questionnaire forms ask, with the same limits and keyboards. */
import { Field } from '@checkup/ui';
import { personalisedMessages as text } from '../../messages';

interface AgeFieldProps {
  value: string;
  onChange: (age: string) => void;
}

export function AgeField({ value, onChange }: AgeFieldProps) {
  return (
    <Field
      label={text.age}
      inputMode="numeric"
      value={value}
      maxLength={3}
      required
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

interface HeightWeightFieldsProps {
  height: string;
  weight: string;
  onChange: (patch: { height: string } | { weight: string }) => void;
}

/** 身高（cm） and 体重（kg）, in that order. */
export function HeightWeightFields({ height, weight, onChange }: HeightWeightFieldsProps) {
  return (
    <>
      <Field
        label={text.height}
        inputMode="decimal"
        value={height}
        maxLength={5}
        required
        onChange={(e) => onChange({ height: e.target.value })}
      />
      <Field
        label={text.weight}
        inputMode="decimal"
        value={weight}
        maxLength={5}
        required
        onChange={(e) => onChange({ weight: e.target.value })}
      />
    </>
  );
}

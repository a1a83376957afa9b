/** 性别 as a horizontal 男 / 女 choice on a field row's band: the sign-up form and the personalised flow's forms. */
import type { Schemas } from '@checkup/sdk';
import { RadioGroup } from '@checkup/ui';
import { commonMessages as text } from '../messages';

type Sex = Schemas['PersonSex'];

const sexOptions = [
  { value: '1', label: text.male },
  { value: '2', label: text.female },
] as const;

const asSex = (value: string): Sex | '' => (value === '1' || value === '2' ? value : '');

/** `value` '' until the visitor picks one; `onChange` gets '1' (男) or '2' (女). */
export function SexChoice({ value, onChange }: { value: Sex | ''; onChange: (sex: Sex | '') => void }) {
  return (
    <RadioGroup
      label={text.sex}
      options={sexOptions}
      horizontal
      surface="card"
      value={value}
      onValueChange={(picked) => onChange(asSex(picked))}
    />
  );
}

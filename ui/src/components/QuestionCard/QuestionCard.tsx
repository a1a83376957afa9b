import { useId, type ReactNode } from 'react';
import { Checkbox } from '../Checkbox';
import { Field } from '../Field';
import { RadioGroup } from '../Radio';
import { isChoiceDisabled, toggleChoice, type QuestionOption } from './exclusiveChoice';
import * as css from './QuestionCard.css';

/** Question types of the questionnaire: 1 fill-in, 2 single choice, 3 multiple choice. */
export const QUESTION_TYPES = { fillIn: 1, single: 2, multiple: 3 } as const;

interface QuestionCardCommon {
  /** The question (question_name / title). */
  title: string;
  /** Line above the question, e.g. 第3题/共19题. */
  progress?: ReactNode;
  /** Validation message, e.g. 请选择答案 / 请填写答案 / 请完成多选题. */
  error?: string;
  className?: string;
}

/** Props of {@link QuestionCard}: the value's shape follows the question type. Always controlled. */
export type QuestionCardProps = QuestionCardCommon &
  (
    | { type: 1; value: string; onChange: (value: string) => void; placeholder?: string; maxLength?: number }
    | { type: 2; options: readonly QuestionOption[]; value: string; onChange: (value: string) => void }
    | { type: 3; options: readonly QuestionOption[]; value: readonly string[]; onChange: (value: string[]) => void }
  );

/** One questionnaire question: fill-in, single choice, or multiple choice with exclusive ('none'-type) options. */
export function QuestionCard(props: QuestionCardProps) {
  const { title, progress, error, className } = props;
  const id = useId();
  const errorId = `${id}-error`;
  let control: ReactNode;
  switch (props.type) {
    case 1:
      control = (
        // A long question goes above the input at the card's full width, not into the 1.6rem label column.
        <Field
          layout="auto"
          label={title}
          value={props.value}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          onChange={(event) => props.onChange(event.target.value)}
          error={error}
        />
      );
      break;
    case 2:
      control = (
        <RadioGroup
          label={title}
          options={props.options}
          value={props.value}
          onValueChange={(value) => props.onChange(value)}
          describedBy={error ? errorId : undefined}
          invalid={Boolean(error)}
        />
      );
      break;
    case 3: {
      const { options, value, onChange } = props;
      control = (
        <fieldset className={css.group} aria-describedby={error ? errorId : undefined}>
          <legend className={css.legend}>{title}</legend>
          {options.map((option) => (
            <Checkbox
              key={option.value}
              label={option.label}
              checked={value.includes(option.value)}
              disabled={isChoiceDisabled(options, value, option)}
              onCheckedChange={(checked) => onChange(toggleChoice(options, value, option, checked))}
            />
          ))}
        </fieldset>
      );
      break;
    }
  }
  return (
    <div className={className ? `${css.root} ${className}` : css.root}>
      {progress && <p className={css.progress}>{progress}</p>}
      {control}
      {/* Field shows its own error; the choice types show it here. */}
      {error && props.type !== 1 && (
        <p id={errorId} className={css.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

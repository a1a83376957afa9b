/** An answer option; `exclusive` options ('none', 'non-smoker'…) rule out every other choice. */
export interface QuestionOption {
  value: string;
  label: string;
  exclusive?: boolean;
}

/**
 * The multiple-choice answer after checking or unchecking `option`: checking an exclusive option leaves only it;
 * checking another option drops any exclusive one. Order follows the option list.
 */
export function toggleChoice(
  options: readonly QuestionOption[],
  value: readonly string[],
  option: QuestionOption,
  checked: boolean,
): string[] {
  let next: Set<string>;
  if (!checked) next = new Set(value.filter((v) => v !== option.value));
  else if (option.exclusive) next = new Set([option.value]);
  else {
    const exclusive = new Set(options.filter((o) => o.exclusive).map((o) => o.value));
    next = new Set([...value.filter((v) => !exclusive.has(v)), option.value]);
  }
  return options.filter((o) => next.has(o.value)).map((o) => o.value);
}

/** While an exclusive option is chosen, the others are disabled. */
export function isChoiceDisabled(
  options: readonly QuestionOption[],
  value: readonly string[],
  option: QuestionOption,
): boolean {
  return options.some((o) => o.exclusive && o.value !== option.value && value.includes(o.value));
}

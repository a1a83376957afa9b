import { describe, expect, it } from 'vitest';
import type { Schemas } from '@checkup/sdk';
import { draftOf, EMPTY_DRAFT, recordAnswer, stepAfter } from './questionnaireFlow';
import { sampleQuestions } from '../../shared/testing/samples';

type Question = Schemas['Question'];

const [q1, q2, q3] = sampleQuestions as [Question, Question, Question, Question];
const codeOf = (step: ReturnType<typeof stepAfter>) =>
  step.kind === 'question' ? step.question.question_code : step.kind;

describe('questionnaire order', () => {
  it('starts with the first question without a binding code', () => {
    expect(codeOf(stepAfter(sampleQuestions, []))).toBe('Q01');
  });

  it('jumps to the follow-up bound to the chosen answer, then goes on with the unbound questions', () => {
    const smoker = [{ type: '2', question_code: 'Q01', answer: 'A0101' }] as const;
    expect(codeOf(stepAfter(sampleQuestions, [...smoker]))).toBe('Q02');
    expect(codeOf(stepAfter(sampleQuestions, [...smoker, { type: '1', question_code: 'Q02', answer: '10' }]))).toBe(
      'Q03',
    );
  });

  it('skips follow-ups whose answer was not chosen and ends after the last question', () => {
    const answered = [
      { type: '2', question_code: 'Q01', answer: 'A0102' },
      { type: '3', question_code: 'Q03', answer: 'A0301,A0303' },
    ] as const;
    expect(codeOf(stepAfter(sampleQuestions, [answered[0]]))).toBe('Q03');
    expect(codeOf(stepAfter(sampleQuestions, [...answered]))).toBe('done');
  });

  it('follows a multiple choice to its follow-up', () => {
    const answered = [
      { type: '2', question_code: 'Q01', answer: 'A0102' },
      { type: '3', question_code: 'Q03', answer: 'A0301,A0302' },
    ] as const;
    expect(codeOf(stepAfter(sampleQuestions, [...answered]))).toBe('Q04');
  });

  it('reports answers that do not belong to the questions as inconsistent', () => {
    expect(stepAfter(sampleQuestions, [{ type: '2', question_code: 'Q01', answer: 'A9999' }]).kind).toBe(
      'inconsistent',
    );
    expect(stepAfter(sampleQuestions, [{ type: '2', question_code: 'Q99', answer: 'A0101' }]).kind).toBe(
      'inconsistent',
    );
  });
});

describe('recording an answer', () => {
  it('needs text for a fill-in question and one choice for a single choice (请完问题)', () => {
    expect(recordAnswer(q2, { text: '  ', codes: [] })).toEqual({ ok: false, message: '请完问题' });
    expect(recordAnswer(q1, EMPTY_DRAFT)).toEqual({ ok: false, message: '请完问题' });
  });

  it('needs at least one choice for a multiple choice (请完成多选题)', () => {
    expect(recordAnswer(q3, EMPTY_DRAFT)).toEqual({ ok: false, message: '请完成多选题' });
  });

  it('refuses a choice the question does not have, or two choices for a single choice (错误！)', () => {
    expect(recordAnswer(q1, { text: '', codes: ['A0301'] })).toEqual({ ok: false, message: '错误！' });
    expect(recordAnswer(q1, { text: '', codes: ['A0101', 'A0102'] })).toEqual({ ok: false, message: '错误！' });
  });

  it('records text, a single code, or codes in the question order; and shows them again', () => {
    const fill = recordAnswer(q2, { text: ' 10 ', codes: [] });
    const single = recordAnswer(q1, { text: '', codes: ['A0101'] });
    const multiple = recordAnswer(q3, { text: '', codes: ['A0303', 'A0301'] });
    expect([fill, single, multiple]).toEqual([
      { ok: true, record: { type: '1', question_code: 'Q02', answer: '10' } },
      { ok: true, record: { type: '2', question_code: 'Q01', answer: 'A0101' } },
      { ok: true, record: { type: '3', question_code: 'Q03', answer: 'A0301,A0303' } },
    ]);
    expect(draftOf({ type: '3', question_code: 'Q03', answer: 'A0301,A0303' })).toEqual({
      text: '',
      codes: ['A0301', 'A0303'],
    });
    expect(draftOf({ type: '1', question_code: 'Q02', answer: '10' })).toEqual({ text: '10', codes: [] });
  });
});

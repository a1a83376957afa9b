/**
 * The seeded questionnaire against the contract's follow-up rule (openapi.yaml Question / QuestionAnswer,
 * docs/product/booking-journey.md §2 and §4): a follow-up's binding_code equals the result_el_code of the answer that opens it;
 * after each answer the opened follow-up comes first, otherwise the next unanswered question without a binding code.
 */
import type { components } from '@checkup/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../src/services/context';
import { listQuestions } from '../../src/services/questionnaire';
import { testContext } from './testDb';

type Question = components['schemas']['Question'];

let ctx: ServiceContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(() => ctx.db.destroy());

/** The contract's rule, restated: the question shown after the chosen answers (question_code → result_codes). */
function nextQuestion(
  questions: readonly Question[],
  chosen: ReadonlyMap<string, readonly string[]>,
): Question | undefined {
  const opened = new Set(
    questions.flatMap((q) =>
      q.answers
        .filter((a) => chosen.get(q.question_code)?.includes(a.result_code) && a.result_el_code !== '')
        .map((a) => a.result_el_code),
    ),
  );
  const open = questions.filter((q) => !chosen.has(q.question_code));
  return (
    open.find((q) => q.binding_code !== '' && opened.has(q.binding_code)) ?? open.find((q) => q.binding_code === '')
  );
}

/** Answers every question with its first answer (a fill-in with no codes) until `stop` is on screen. */
function answerUpTo(questions: readonly Question[], stop: string): Map<string, readonly string[]> {
  const chosen = new Map<string, readonly string[]>();
  for (let q = nextQuestion(questions, chosen); q && q.question_code !== stop; q = nextQuestion(questions, chosen)) {
    chosen.set(
      q.question_code,
      q.answers.slice(0, 1).map((a) => a.result_code),
    );
  }
  return chosen;
}

describe('seeded questionnaire follow-ups', () => {
  it.each(['1', '2'] as const)(
    'binds every follow-up to an answer of an earlier question that opens it (sex %s)',
    async (sex) => {
      const questions = await listQuestions(ctx, sex);
      const followUps = questions.filter((q) => q.binding_code !== '');
      expect(followUps.map((q) => q.question_code)).toEqual(sex === '2' ? ['4', '14'] : ['4']);
      for (const followUp of followUps) {
        const at = questions.indexOf(followUp);
        const opener = questions
          .slice(0, at)
          .flatMap((q) => q.answers.map((answer) => ({ q, answer })))
          .find(({ answer }) => answer.result_el_code === followUp.binding_code);
        expect(opener, `an earlier answer opens question ${followUp.question_code}`).toBeDefined();
        if (!opener) continue;
        const chosen = answerUpTo(questions, opener.q.question_code);
        expect(nextQuestion(questions, chosen)?.question_code).toBe(opener.q.question_code);
        chosen.set(opener.q.question_code, [opener.answer.result_code]);
        expect(nextQuestion(questions, chosen)?.question_code).toBe(followUp.question_code);
      }
    },
  );

  it('leads to no question that is not there, and skips a follow-up whose answer was not chosen', async () => {
    const questions = await listQuestions(ctx, '2');
    const bindings = new Set(questions.map((q) => q.binding_code));
    for (const answer of questions.flatMap((q) => q.answers)) {
      if (answer.result_el_code !== '')
        expect(bindings, `${answer.result_code} opens a question`).toContain(answer.result_el_code);
    }
    // Answering 不吸烟 (3-1) and 否 (13-1) walks all 19 questions but 4 and 14.
    const chosen = new Map<string, readonly string[]>();
    const shown: string[] = [];
    for (let q = nextQuestion(questions, chosen); q; q = nextQuestion(questions, chosen)) {
      shown.push(q.question_code);
      chosen.set(
        q.question_code,
        q.answers.slice(0, 1).map((a) => a.result_code),
      );
    }
    expect(shown).toEqual(questions.map((q) => q.question_code).filter((code) => code !== '4' && code !== '14'));
  });
});

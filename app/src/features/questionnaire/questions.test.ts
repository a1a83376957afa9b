import { describe, expect, it } from 'vitest';
import {
  answerOptions,
  answersInWords,
  checkAnswer,
  chosenAnswerCodes,
  isLastQuestion,
  questionsFor,
} from './questions';
import { sampleAnswers, sampleQuestions } from './testing/questionFixtures';

const byId = (id: string) => {
  const question = sampleQuestions.find((candidate) => candidate.question_code === id);
  if (!question) throw new Error(id);
  return question;
};

describe('personalised questionnaire rules', () => {
  it('drops the female section (ids 13-16) for men only', () => {
    expect(questionsFor('1', sampleQuestions).map((q) => q.question_code)).toEqual(['3', '4', '6', '19']);
    expect(questionsFor('2', sampleQuestions)).toHaveLength(sampleQuestions.length);
  });

  it("marks 'none', 'non-smoker' and 'non-drinker' answers exclusive", () => {
    expect(answerOptions(byId('6')).map((o) => [o.label, o.exclusive])).toEqual([
      ['无', true],
      ['高盐', false],
      ['高油脂', false],
    ]);
    expect(answerOptions(byId('3')).find((o) => o.label === '不吸烟')?.exclusive).toBe(true);
    expect(
      answerOptions({ ...byId('3'), answers: [{ result_code: '5-1', result_name: '不饮酒', result_el_code: '' }] })[0]
        ?.exclusive,
    ).toBe(true);
  });

  it('needs an answer: 请选择答案 for choices, 请填写答案 for fill-in', () => {
    expect(checkAnswer(byId('3'), { text: '', codes: [] })).toEqual({ ok: false, message: '请选择答案' });
    expect(checkAnswer(byId('6'), { text: '', codes: [] })).toEqual({ ok: false, message: '请选择答案' });
    expect(checkAnswer(byId('19'), { text: '  ', codes: [] })).toEqual({ ok: false, message: '请填写答案' });
    expect(checkAnswer(byId('6'), { text: '', codes: ['6-3', '6-2'] })).toEqual({
      ok: true,
      record: { type: '3', question_code: '6', answer: '6-2,6-3' },
    });
  });

  it('knows the last question, including a follow-up the answer opens', () => {
    const men = questionsFor('1', sampleQuestions);
    expect(isLastQuestion(men, [], byId('3'), { text: '', codes: ['3-1'] })).toBe(false);
    const beforeLast = sampleAnswers.slice(0, 3);
    expect(isLastQuestion(men, beforeLast, byId('19'), { text: '', codes: [] })).toBe(true);
    const women = questionsFor('2', sampleQuestions);
    const upTo13 = [...beforeLast];
    expect(isLastQuestion(women, upTo13, byId('13'), { text: '', codes: ['13-2'] })).toBe(false);
  });

  it('puts the answers in words and joins the chosen codes for the recommendation', () => {
    expect(answersInWords(sampleQuestions, sampleAnswers)).toEqual([
      { question: '您是否吸烟？', answer: '吸烟' },
      { question: '您每天大约吸烟多少支？', answer: '10-20 支' },
      { question: '您的饮食习惯有哪些？（可多选）', answer: '高盐、高油脂' },
      { question: '您还有其他希望重点检查的方面吗？', answer: '颈椎' },
    ]);
    expect(chosenAnswerCodes(sampleAnswers)).toBe('3-2,4-2,6-2,6-3');
  });
});

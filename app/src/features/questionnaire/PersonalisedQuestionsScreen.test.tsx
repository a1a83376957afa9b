import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessFailure, networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { femaleInfo, maleInfo, sampleQuestions } from './testing/questionFixtures';
import type { FormDraft, QuestionInfo } from '../../session/values';
import { Component as Question } from './PersonalisedQuestionsScreen';

function open(info: QuestionInfo | null = maleInfo, handlers: Handlers = {}, kept?: FormDraft) {
  return renderRoute(Question, {
    path: '/question',
    session: (session) => {
      if (info) session.questionInfo.set(info);
      // What a reload of the tab finds in sessionStorage.
      if (kept) session.formDraft('question').set(kept);
    },
    handlers: { GetQuestionData: () => ok(sampleQuestions), ...handlers },
  });
}

const next = () => userEvent.click(screen.getByRole('button', { name: '下一题' }));
const first = () => screen.findByRole('radio', { name: '不吸烟' });
const alertText = () => screen.getByRole('alert');

async function answerMaleUpToLast() {
  await userEvent.click(await first());
  await next();
  await userEvent.click(await screen.findByRole('checkbox', { name: '高盐' }));
  await next();
  await screen.findByRole('textbox', { name: '您还有其他希望重点检查的方面吗？' });
}

describe('/question', () => {
  it('asks the questions of the basic info sex', async () => {
    const { call } = open(femaleInfo);
    await first();
    expect(call).toHaveBeenCalledWith('GetQuestionData', { sex: '2' }, expect.anything());
    expect(screen.getByText('第1题')).toBeInTheDocument();
  });

  it('needs an answer: 请选择答案 for a choice, 请填写答案 for fill-in', async () => {
    open();
    await first();
    await next();
    expect(alertText()).toHaveTextContent('请选择答案');
    await userEvent.click(screen.getByRole('radio', { name: '不吸烟' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await next();
    await screen.findByRole('checkbox', { name: '无' });
    await next();
    expect(alertText()).toHaveTextContent('请选择答案');
    await userEvent.click(screen.getByRole('checkbox', { name: '无' }));
    await next();
    await screen.findByRole('textbox', { name: '您还有其他希望重点检查的方面吗？' });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(alertText()).toHaveTextContent('请填写答案');
  });

  it("makes 'none' exclusive: it clears and disables the other choices", async () => {
    open();
    await userEvent.click(await first());
    await next();
    await userEvent.click(await screen.findByRole('checkbox', { name: '高盐' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '无' }));
    expect(screen.getByRole('checkbox', { name: '高盐' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '高盐' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '无' })).toBeChecked();
  });

  it('drops the female section (13-16) for men', async () => {
    open();
    await answerMaleUpToLast();
    expect(screen.getByText('第3题')).toBeInTheDocument();
  });

  it('asks women the female section', async () => {
    open(femaleInfo);
    await userEvent.click(await first());
    await next();
    await userEvent.click(await screen.findByRole('checkbox', { name: '无' }));
    await next();
    expect(await screen.findByText('您是否已婚或有性生活史？')).toBeInTheDocument();
  });

  it('shows a follow-up after the answer that opens it, and goes back to the previous answer', async () => {
    open();
    await userEvent.click(await screen.findByRole('radio', { name: '吸烟' }));
    await next();
    expect(await screen.findByText('您每天大约吸烟多少支？')).toBeInTheDocument();
    expect(screen.getByText('第2题')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '上一题' }));
    expect(await screen.findByRole('radio', { name: '吸烟' })).toBeChecked();
  });

  it('resumes after a reload of the tab at the question the visitor was on, with the answers given and the one being entered', async () => {
    const first = open();
    await userEvent.click(await screen.findByRole('radio', { name: '不吸烟' }));
    await next();
    await userEvent.click(await screen.findByRole('checkbox', { name: '高盐' }));
    const kept = first.session.formDraft('question').get();
    first.unmount();

    open(maleInfo, {}, kept);
    expect(await screen.findByText('第2题')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '高盐' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '上一题' }));
    expect(await screen.findByRole('radio', { name: '不吸烟' })).toBeChecked();
  });

  it('starts afresh from progress made under other basic info, or that no longer fits the questions', async () => {
    const first = open();
    await userEvent.click(await screen.findByRole('radio', { name: '不吸烟' }));
    await next();
    await screen.findByText('第2题');
    const kept = first.session.formDraft('question').get();
    first.unmount();

    const other = open(femaleInfo, {}, kept);
    expect(await screen.findByText('第1题')).toBeInTheDocument();
    other.unmount();
    open(
      maleInfo,
      {},
      kept && {
        ...kept,
        fields: {
          progress: {
            value: '{"answered":[{"type":"2","question_code":"999","answer":"x"}],"draft":{"text":"","codes":[]}}',
            at: Date.now(),
          },
        },
      },
    );
    expect(await screen.findByText('第1题')).toBeInTheDocument();
  });

  it('submits on the last question after a confirm, keeps the answers and opens the assessment', async () => {
    const { session } = open();
    await answerMaleUpToLast();
    await userEvent.type(screen.getByRole('textbox', { name: '您还有其他希望重点检查的方面吗？' }), '颈椎');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确认提交问卷吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '返回修改' }));
    expect(session.answers.get()).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '提交' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/questionJkpg');
    // Submitted: nothing is resumed any more.
    expect(session.formDraft('question').get()).toBeUndefined();
    expect(session.answers.get()).toEqual([
      { type: '2', question_code: '3', answer: '3-1' },
      { type: '3', question_code: '6', answer: '6-2' },
      { type: '1', question_code: '19', answer: '颈椎' },
    ]);
  });

  it.each([
    [
      '数据获取异常！请联系管理员处理 when the server refuses',
      businessFailure('数据获取异常！请联系管理员处理'),
      '数据获取异常！请联系管理员处理',
    ],
    ['网络繁忙~请稍后再试 without an answer', networkFailure(), '网络繁忙~请稍后再试'],
  ])('says %s and returns to the entry', async (_, answer, message) => {
    open(maleInfo, { GetQuestionData: () => answer });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(message);
    await userEvent.click(within(dialog).getByRole('button'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/Questionnaire');
  });

  it('sends a visitor without basic info to the basic info form', async () => {
    open(null);
    expect(await screen.findByTestId('location')).toHaveTextContent('/questionBaseInfo');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

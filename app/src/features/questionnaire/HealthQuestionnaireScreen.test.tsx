import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { sampleUser } from '../../../test/fixtures';
import { renderRoute } from '../../../test/renderRoute';
import { sampleQuestions } from '../../shared/testing/samples';
import { Component as QuestionIndex } from './HealthQuestionnaireScreen';

function open(handlers: Handlers = {}) {
  return renderRoute(QuestionIndex, {
    path: '/questionIndex',
    session: (session) => {
      session.user.set({ ...sampleUser, sex: '2' });
      session.questionnaire.set('started');
    },
    handlers: { GetQuestionData: () => ok(sampleQuestions), ...handlers },
  });
}

const next = () => userEvent.click(screen.getByRole('button', { name: '下一题' }));
const back = () => userEvent.click(screen.getByRole('button', { name: '上一题' }));
/** The first question, once the loader (at least 500 ms) is gone. */
const firstQuestion = () => screen.findByRole('radio', { name: '是' }, { timeout: 2000 });

describe('/questionIndex', () => {
  it("keeps the loader up for at least 500 ms, then shows the first question for the user's sex", async () => {
    const startedAt = performance.now();
    const { call } = open();
    expect(screen.getByRole('dialog', { name: '问卷加载中' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '问卷加载中' })).toBeNull(), { timeout: 2000 });
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(500);
    expect(await firstQuestion()).toBeInTheDocument();
    expect(screen.getByText('您是否吸烟？')).toBeInTheDocument();
    expect(screen.getByText('第1题')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('GetQuestionData', { sex: '2' }, expect.anything());
  });

  it('needs an answer to single-choice and fill-in questions (请完问题)', async () => {
    open();
    await firstQuestion();
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent('请完问题');
    await userEvent.click(screen.getByRole('radio', { name: '是' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await next();
    await screen.findByRole('textbox', { name: '您每天吸烟多少支？' });
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent('请完问题');
  });

  it('needs at least one choice for a multiple-choice question (请完成多选题)', async () => {
    open();
    await userEvent.click(await firstQuestion());
    await userEvent.click(screen.getByRole('radio', { name: '否' }));
    await next();
    await screen.findByRole('checkbox', { name: '头晕' });
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent('请完成多选题');
  });

  it('shows the follow-up bound to the chosen answer and skips it otherwise', async () => {
    open();
    await userEvent.click(await firstQuestion());
    await next();
    expect(await screen.findByRole('textbox', { name: '您每天吸烟多少支？' })).toBeInTheDocument();
    expect(screen.getByText('第2题')).toBeInTheDocument();
    await back();
    await userEvent.click(screen.getByRole('radio', { name: '否' }));
    await next();
    expect(await screen.findByRole('checkbox', { name: '胸闷' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('goes back by removing the last answer and showing it again', async () => {
    open();
    const first = await firstQuestion();
    expect(screen.getByRole('button', { name: '上一题' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(first);
    await next();
    await userEvent.type(await screen.findByRole('textbox', { name: '您每天吸烟多少支？' }), '10');
    await next();
    await screen.findByRole('checkbox', { name: '头晕' });
    expect(screen.getByText('第3题')).toBeInTheDocument();
    await back();
    expect(await screen.findByRole('textbox', { name: '您每天吸烟多少支？' })).toHaveValue('10');
    await back();
    expect(screen.getByRole('radio', { name: '是' })).toBeChecked();
    expect(screen.getByText('第1题')).toBeInTheDocument();
  });

  it('asks to confirm at the end; 返回 stays, 确认 saves the answers and returns to the package list', async () => {
    const { session } = open();
    await userEvent.click(await firstQuestion());
    await userEvent.click(screen.getByRole('radio', { name: '否' }));
    await next();
    await userEvent.click(await screen.findByRole('checkbox', { name: '胸闷' }));
    await next();
    await userEvent.type(await screen.findByRole('textbox', { name: '胸闷多久了？' }), '两周');
    await next();
    let dialog = await screen.findByRole('alertdialog', { name: '您已完成健康调查，感谢您的支持' });
    await userEvent.click(within(dialog).getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('textbox', { name: '胸闷多久了？' })).toHaveValue('两周');
    expect(session.answers.get()).toBeUndefined();

    await next();
    dialog = await screen.findByRole('alertdialog', { name: '您已完成健康调查，感谢您的支持' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PersonIndex');
    expect(session.answers.get()).toEqual([
      { type: '2', question_code: 'Q01', answer: 'A0102' },
      { type: '3', question_code: 'Q03', answer: 'A0302' },
      { type: '1', question_code: 'Q04', answer: '两周' },
    ]);
    expect(session.questionnaire.get()).toBe('done');
  });

  it('alerts 网络繁忙！请稍后再试 when the questions cannot be loaded, then returns to the package list', async () => {
    open({ GetQuestionData: networkFailure });
    const dialog = await screen.findByRole('alertdialog', { name: '网络繁忙！请稍后再试' }, { timeout: 2000 });
    await userEvent.click(within(dialog).getByRole('button'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PersonIndex');
  });

  it('treats an empty questionnaire like a failed load', async () => {
    open({ GetQuestionData: () => ok([]) });
    const dialog = await screen.findByRole('alertdialog', { name: '网络繁忙！请稍后再试' }, { timeout: 2000 });
    await userEvent.click(within(dialog).getByRole('button'));
  });
});

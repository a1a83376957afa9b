import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessFailure, networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { installScriptedStream, type StreamEnd } from '../../ai/testing/scriptedStream';
import { maleInfo, sampleAnswers, sampleQuestions } from '../../personalised/testing/questionFixtures';
import { Component as QuestionJkpg } from './questionJkpg';

function open({ deltas = ['您的BMI正常，', '建议戒烟。'], end, handlers = {}, answered = true }: { deltas?: string[]; end?: StreamEnd; handlers?: Handlers; answered?: boolean } = {}) {
  const view = renderRoute(QuestionJkpg, {
    path: '/questionJkpg',
    session: (session) => {
      session.questionInfo.set(maleInfo);
      if (answered) session.answers.set(sampleAnswers);
    },
    handlers: { GetQuestionData: () => ok(sampleQuestions), ...handlers },
  });
  // Installed before the question list resolves, so the assessment uses it.
  return { ...view, ...installScriptedStream(view.services.api, deltas, end) };
}

const answer = () => screen.getByRole('region', { name: '问卷AI评估' });

describe('/questionJkpg', () => {
  it('streams the assessment of the basic info and the answers in words, without the name or ID number', async () => {
    const { stream } = open();
    await waitFor(() => expect(answer()).toHaveTextContent('您的BMI正常，建议戒烟。'));
    const prompt = JSON.stringify(stream.mock.calls[0]?.[0].messages);
    expect(prompt).toContain('您是否吸烟？ 吸烟');
    expect(prompt).toContain('BMI 22.86');
    expect(prompt).not.toContain('张伟');
    expect(prompt).not.toContain(maleInfo.cardNo);
  });

  it('aborts the assessment when the visitor leaves the page', async () => {
    const { signals, unmount } = open({ deltas: ['正在评估'], end: 'hang' });
    await waitFor(() => expect(answer()).toHaveTextContent('正在评估'));
    const signal = signals.at(-1);
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('stops on request and says clearly when the assessment fails', async () => {
    const { signals } = open({ deltas: ['正在评估'], end: 'hang' });
    await waitFor(() => expect(answer()).toHaveTextContent('正在评估'));
    await userEvent.click(within(answer()).getByRole('button', { name: '停止生成' }));
    expect(signals.at(-1)?.aborted).toBe(true);
    expect(answer()).toHaveTextContent('已停止生成');
  });

  it('shows a clear error text when the stream fails', async () => {
    open({ deltas: [], end: new Error('stream broke') });
    await waitFor(() => expect(answer()).toHaveTextContent('AI评估暂时无法使用，请稍后重试'));
    expect(within(answer()).getByRole('button', { name: '重新生成' })).toBeInTheDocument();
  });

  it.each([
    [businessFailure('数据获取异常！请联系管理员处理'), '数据获取异常！请联系管理员处理'],
    [networkFailure(), '网络繁忙~请稍后再试'],
  ])('says why the questions could not be read', async (failure, message) => {
    const { stream } = open({ handlers: { GetQuestionData: () => failure } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(stream).not.toHaveBeenCalled();
  });

  it('goes on to the recommended items', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: '查看推荐项目' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/questionResult');
  });

  it('sends a visitor without answers to the questionnaire', async () => {
    open({ answered: false });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/question$/);
  });
});

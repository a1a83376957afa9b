import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessFailure, networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { installScriptedStream, type StreamEnd } from '../ai/testing/scriptedStream';
import { maleInfo, sampleAnswers, sampleQuestions } from './testing/questionFixtures';
import type { AssessmentBaseInfo, QuestionInfo } from '../../session/values';
import { Component as QuestionJkpg } from './HealthAssessmentScreen';

interface OpenOptions {
  deltas?: string[];
  end?: StreamEnd;
  handlers?: Handlers;
  answered?: boolean;
  info?: QuestionInfo;
  stored?: AssessmentBaseInfo;
}

function open({
  deltas = ['您的BMI正常，', '建议戒烟。'],
  end,
  handlers = {},
  answered = true,
  info = maleInfo,
  stored,
}: OpenOptions = {}) {
  const view = renderRoute(QuestionJkpg, {
    path: '/questionJkpg',
    session: (session) => {
      session.questionInfo.set(info);
      if (answered) session.answers.set(sampleAnswers);
      if (stored) session.baseInfo.set(stored);
    },
    handlers: { GetQuestionData: () => ok(sampleQuestions), ...handlers },
  });
  return { ...view, ...installScriptedStream(view.services.api, deltas, end) };
}

const answer = () => screen.getByRole('region', { name: '问卷AI评估' });
const startButton = () => screen.getByRole('button', { name: '开始评估' });
const abdominal = (choice: '是' | '否') =>
  within(screen.getByRole('radiogroup', { name: /腹型肥胖/ })).getByRole('radio', { name: choice });

/** Answers the abdominal-fat question with 否 and starts the assessment once the questions are read. */
async function startAssessment() {
  await userEvent.click(abdominal('否'));
  await waitFor(() => expect(startButton()).not.toHaveAttribute('aria-disabled'));
  await userEvent.click(startButton());
}

describe('/questionJkpg base-info form', () => {
  it('opens with the basic info: age, sex, height, weight; the abdominal-fat answer is asked', () => {
    open();
    expect(screen.getByRole('textbox', { name: '年龄' })).toHaveValue('36');
    expect(screen.getByRole('radio', { name: '男' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: '身高（cm）' })).toHaveValue('175');
    expect(screen.getByRole('textbox', { name: '体重（kg）' })).toHaveValue('70');
    expect(abdominal('是')).not.toBeChecked();
    expect(abdominal('否')).not.toBeChecked();
  });

  it('needs all five answers: 请完善信息, and no assessment, while one is missing', async () => {
    const { stream, session } = open();
    await waitFor(() => expect(startButton()).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(startButton());
    expect(screen.getByRole('status')).toHaveTextContent('请完善信息');
    await userEvent.click(abdominal('是'));
    await userEvent.clear(screen.getByRole('textbox', { name: '体重（kg）' }));
    await userEvent.click(startButton());
    expect(screen.getByRole('status')).toHaveTextContent('请完善信息');
    expect(stream).not.toHaveBeenCalled();
    expect(session.baseInfo.get()).toBeUndefined();
  });

  it('answers the abdominal-fat question from a waistline given before (≥ 90 cm for a man)', () => {
    open({ info: { ...maleInfo, waistline: 92 } });
    expect(abdominal('是')).toBeChecked();
  });

  it('opens with the base info kept before', () => {
    open({ stored: { age: 37, sex: '1', height: 176, weight: 80, BMI: 25.83, abdominalObesity: true } });
    expect(screen.getByRole('textbox', { name: '年龄' })).toHaveValue('37');
    expect(screen.getByRole('textbox', { name: '体重（kg）' })).toHaveValue('80');
    expect(abdominal('是')).toBeChecked();
  });
});

describe('/questionJkpg assessment', () => {
  it('keeps the base info and streams the assessment of it and the answers in words, without the name or ID number', async () => {
    const { stream, session } = open();
    await startAssessment();
    await waitFor(() => expect(answer()).toHaveTextContent('您的BMI正常，建议戒烟。'));
    expect(session.baseInfo.get()).toEqual({
      age: 36,
      sex: '1',
      height: 175,
      weight: 70,
      BMI: 22.86,
      abdominalObesity: false,
    });
    expect(screen.getByText('22.86')).toBeInTheDocument();
    const prompt = JSON.stringify(stream.mock.calls[0]?.[0].messages);
    expect(prompt).toContain('您是否吸烟？ 吸烟');
    expect(prompt).toContain('BMI 22.86，无腹型肥胖');
    expect(prompt).not.toContain('张伟');
    expect(prompt).not.toContain(maleInfo.cardNo);
  });

  it('aborts the assessment when the visitor leaves the page', async () => {
    const { signals, unmount } = open({ deltas: ['正在评估'], end: 'hang' });
    await startAssessment();
    await waitFor(() => expect(answer()).toHaveTextContent('正在评估'));
    const signal = signals.at(-1);
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('stops on request', async () => {
    const { signals } = open({ deltas: ['正在评估'], end: 'hang' });
    await startAssessment();
    await waitFor(() => expect(answer()).toHaveTextContent('正在评估'));
    await userEvent.click(within(answer()).getByRole('button', { name: '停止生成' }));
    expect(signals.at(-1)?.aborted).toBe(true);
    expect(answer()).toHaveTextContent('已停止生成');
  });

  it('goes back to the form, stopping the assessment, to change the base info', async () => {
    const { signals } = open({ deltas: ['正在评估'], end: 'hang' });
    await startAssessment();
    await waitFor(() => expect(answer()).toHaveTextContent('正在评估'));
    await userEvent.click(screen.getByRole('button', { name: '修改信息' }));
    expect(signals.at(-1)?.aborted).toBe(true);
    expect(abdominal('否')).toBeChecked();
  });

  it('shows a clear error text when the stream fails', async () => {
    open({ deltas: [], end: new Error('stream broke') });
    await startAssessment();
    await waitFor(() => expect(answer()).toHaveTextContent('AI评估暂时无法使用，请稍后重试'));
    expect(within(answer()).getByRole('button', { name: '重新生成' })).toBeInTheDocument();
  });

  it.each([
    [businessFailure('数据获取异常！请联系管理员处理'), '数据获取异常！请联系管理员处理'],
    [networkFailure(), '网络繁忙~请稍后再试'],
  ])('says why the questions could not be read, and cannot start', async (failure, message) => {
    const { stream } = open({ handlers: { GetQuestionData: () => failure } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await userEvent.click(abdominal('否'));
    await userEvent.click(startButton());
    expect(startButton()).toHaveAttribute('aria-disabled', 'true');
    expect(stream).not.toHaveBeenCalled();
  });

  it('keeps 修改信息 at its own width beside the block 查看推荐项目, so its label stays on one line', async () => {
    open();
    await startAssessment();
    const edit = await screen.findByRole('button', { name: '修改信息' });
    expect(edit.parentElement).toContainElement(screen.getByRole('button', { name: '查看推荐项目' }));
    expect(getComputedStyle(edit).flexShrink).toBe('0');
  });

  it('goes on to the recommended items', async () => {
    open();
    await startAssessment();
    await userEvent.click(screen.getByRole('button', { name: '查看推荐项目' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/questionResult');
  });

  it('sends a visitor without answers to the questionnaire', async () => {
    open({ answered: false });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/question$/);
  });
});

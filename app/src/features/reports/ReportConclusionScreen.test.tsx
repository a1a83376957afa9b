import { CheckupError } from '@checkup/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installScriptedStream, type StreamEnd } from '../ai/testing/scriptedStream';
import { renderRoute } from '../../../test/renderRoute';
import { sampleReport } from './testing/reportFixtures';
import { Component as ReportFinal } from './ReportConclusionScreen';

function open(deltas: readonly string[], end?: StreamEnd) {
  const view = renderRoute(ReportFinal, {
    path: '/ReportFinal',
    session: (session) => session.report.set(sampleReport),
  });
  const scripted = installScriptedStream(view.services.api, deltas, end);
  return { ...view, ...scripted };
}

const answer = () => screen.getByRole('region', { name: '报告AI解读' });
const interpret = () => userEvent.click(screen.getByRole('button', { name: 'AI解读报告' }));

describe('/ReportFinal', () => {
  it('shows the final summary', () => {
    open([]);
    expect(screen.getByText(/总胆固醇偏高。/)).toBeInTheDocument();
  });

  it('streams the interpretation of the report without personal identifiers', async () => {
    const { stream } = open(['您的总胆固醇', '偏高，', '建议低脂饮食。']);
    await interpret();
    await waitFor(() => expect(answer()).toHaveTextContent('您的总胆固醇偏高，建议低脂饮食。'));
    const prompt = JSON.stringify(stream.mock.calls[0]?.[0].messages);
    expect(prompt).toContain('总胆固醇');
    expect(prompt).toContain('6.8');
    expect(prompt).not.toContain('张伟');
    expect(prompt).not.toContain('110101');
  });

  it('stops the stream on request and offers a retry', async () => {
    const { signals, stream } = open(['正在分析'], 'hang');
    await interpret();
    await waitFor(() => expect(answer()).toHaveTextContent('正在分析'));
    await userEvent.click(within(answer()).getByRole('button', { name: '停止生成' }));
    expect(signals[0]?.aborted).toBe(true);
    expect(answer()).toHaveTextContent('已停止生成');
    await userEvent.click(within(answer()).getByRole('button', { name: '重新生成' }));
    expect(stream).toHaveBeenCalledTimes(2);
  });

  it('aborts the stream when the visitor leaves the page', async () => {
    const { signals, unmount } = open(['正在分析'], 'hang');
    await interpret();
    await waitFor(() => expect(answer()).toHaveTextContent('正在分析'));
    expect(signals[0]?.aborted).toBe(false);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('says clearly that the interpretation failed and offers a retry', async () => {
    open(['部分'], new CheckupError('network', 'CreateChatCompletion: fetch failed'));
    await interpret();
    await waitFor(() => expect(answer()).toHaveTextContent('AI解读暂时无法使用，请稍后重试'));
    expect(within(answer()).getByRole('button', { name: '重新生成' })).toBeInTheDocument();
  });

  it('shows the server message of a refusal (rate limit)', async () => {
    open([], new CheckupError('rateLimited', 'HTTP 429', { status: 429, returnMsg: '当前请求人数过多，请稍后再试' }));
    await interpret();
    await waitFor(() => expect(answer()).toHaveTextContent('当前请求人数过多，请稍后再试'));
  });

  it('sends a visitor without an opened report to the report list', async () => {
    renderRoute(ReportFinal, { path: '/ReportFinal' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/ReportList');
  });
});

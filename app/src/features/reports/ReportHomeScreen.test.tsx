import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '@checkup/sdk';
import { businessFailure, networkFailure } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { openPdf } from './openPdf';
import { samplePerson, sampleReport } from './testing/reportFixtures';
import { Component as ReportMian } from './ReportHomeScreen';

vi.mock('./openPdf', () => ({ openPdf: vi.fn() }));

function open(pdf: () => Promise<Result<string>>) {
  const view = renderRoute(ReportMian, {
    path: '/ReportMian',
    session: (session) => {
      session.report.set(sampleReport);
      session.patInfo.set(samplePerson);
    },
  });
  const pdfUrl = vi.fn(pdf);
  view.services.api.pdfUrl = pdfUrl;
  return { ...view, pdfUrl };
}

const PDF = '/home/pdf?code=abc.def';

beforeEach(() => {
  vi.mocked(openPdf).mockClear();
});

describe('/ReportMian', () => {
  it('shows the report header with the ID number masked', () => {
    open(() => Promise.resolve({ ok: true, data: PDF, returnMsg: '' }));
    expect(screen.getByRole('heading', { name: /张伟/ })).toBeInTheDocument();
    expect(screen.getByText('R2025001')).toBeInTheDocument();
    expect(screen.queryByText(samplePerson.idCard)).not.toBeInTheDocument();
  });

  it.each([
    ['报告阅读指南', '/ReportGuide'],
    ['总检结论', '/ReportFinal'],
    ['健康建议', '/ReportSuggest'],
    ['检查明细', '/ReportDetails'],
    ['返回报告列表', '/ReportList'],
  ])('links %s to %s', async (name, to) => {
    open(() => Promise.resolve({ ok: true, data: PDF, returnMsg: '' }));
    await userEvent.click(screen.getByRole('button', { name }));
    expect(await screen.findByTestId('location')).toHaveTextContent(to);
  });

  it('downloads the PDF from the address built for the report number', async () => {
    const { pdfUrl } = open(() => Promise.resolve({ ok: true, data: PDF, returnMsg: '' }));
    await userEvent.click(screen.getByRole('button', { name: '下载PDF报告' }));
    expect(pdfUrl).toHaveBeenCalledWith('R2025001');
    expect(openPdf).toHaveBeenCalledWith(PDF);
  });

  it('shows the server message when the PDF address cannot be built', async () => {
    open(() => Promise.resolve(businessFailure('报告文件不存在')));
    await userEvent.click(screen.getByRole('button', { name: '下载PDF报告' }));
    expect(await screen.findByRole('status')).toHaveTextContent('报告文件不存在');
    expect(openPdf).not.toHaveBeenCalled();
  });

  it.each([
    ['the deployment cannot encrypt the code', () => Promise.reject(new Error('no rsaPublicKey'))],
    ['the time stamp gets no answer', () => Promise.resolve(networkFailure())],
  ])('alerts 系统繁忙！请稍后再试 when %s', async (_, pdfUrl) => {
    open(pdfUrl);
    await userEvent.click(screen.getByRole('button', { name: '下载PDF报告' }));
    const dialog = await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' });
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(openPdf).not.toHaveBeenCalled();
  });
});

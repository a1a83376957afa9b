import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessFailure, networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { samplePerson, sampleGroups, sampleReport } from './testing/reportFixtures';
import { Component as ReportList } from './ReportListScreen';

function open({
  at = '/ReportList',
  groups = sampleGroups,
  handlers = {},
}: { at?: string; groups?: typeof sampleGroups | null; handlers?: Handlers } = {}) {
  return renderRoute(ReportList, {
    path: '/ReportList',
    at,
    handlers: { GetReportDetail: () => ok([sampleReport]), ...handlers },
    session: (session) => {
      if (groups) session.reportList.set(groups);
      session.patInfo.set(samplePerson);
    },
  });
}

describe('/ReportList', () => {
  it('lists the reports by year and filters by year', async () => {
    open();
    expect(screen.getAllByRole('region').map((section) => within(section).getByRole('heading').textContent)).toEqual([
      '2025',
      '2024',
    ]);
    await userEvent.click(screen.getByRole('button', { name: '年份 全部年份' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '年份' })).getByRole('button', { name: '2024' }),
    );
    expect(screen.queryByRole('button', { name: /2025年度/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /2024年度/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /2024年入职/ })).toBeInTheDocument();
  });

  it('shows 暂无报告数据 without reports', () => {
    open({ groups: [] });
    expect(screen.getByText('暂无报告数据')).toBeInTheDocument();
  });

  it('opens a report: fetches it by regNo, keeps it and goes to the report home', async () => {
    const { call, session } = open();
    await userEvent.click(screen.getByRole('button', { name: /2025年度/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/ReportMian');
    expect(call).toHaveBeenCalledWith('GetReportDetail', { regNo: 'R2025001' });
    expect(session.report.get()).toEqual(sampleReport);
  });

  it('stays on the list with the alert 系统繁忙！请稍后再试 without an answer', async () => {
    const { session } = open({ handlers: { GetReportDetail: () => networkFailure() } });
    await userEvent.click(screen.getByRole('button', { name: /2025年度/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' });
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(session.report.get()).toBeUndefined();
  });

  it.each([
    ['the server message', businessFailure('报告尚未审核'), '报告尚未审核'],
    ['暂无报告数据 for an empty answer', ok([]), '暂无报告数据'],
  ])('stays on the list with %s', async (_, answer, message) => {
    const { session } = open({ handlers: { GetReportDetail: () => answer } });
    await userEvent.click(screen.getByRole('button', { name: /2025年度/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(session.report.get()).toBeUndefined();
  });

  it('logs out: ends the server access, forgets the report data and goes to the report login', async () => {
    const { call, session } = open({ handlers: { ReportLogout: () => ok(null, '已退出登录') } });
    session.report.set(sampleReport);
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/ReportLogin');
    expect(call).toHaveBeenCalledWith('ReportLogout');
    expect(session.reportList.get()).toBeUndefined();
    expect(session.patInfo.get()).toBeUndefined();
    expect(session.report.get()).toBeUndefined();
  });

  it('stays signed in, with the alert 系统繁忙！请稍后再试, when the server cannot be told of the logout', async () => {
    const { session } = open({ handlers: { ReportLogout: () => networkFailure() } });
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' });
    await userEvent.click(within(dialog).getByRole('button'));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(session.reportList.get()).toEqual(sampleGroups);
  });

  it('hides logout when opened with type=only', () => {
    open({ at: '/ReportList?type=only' });
    expect(screen.getByRole('button', { name: /2025年度/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
  });

  it('sends a visitor without a report list to the report login', async () => {
    open({ groups: null });
    expect(await screen.findByTestId('location')).toHaveTextContent('/ReportLogin');
  });
});

import { RUNTIME_CONFIG_DEFAULTS, silentLogger } from '@checkup/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessFailure, networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { renderRoute, type RenderRouteOptions } from '../../../test/renderRoute';
import { fieldHints, PERSON_FIELD_HINTS } from '../../shared/testing/fieldHints';
import { expectOneFieldGroup } from '../../shared/testing/fieldGroup';
import { sampleReport } from './testing/reportFixtures';
import { createLazyCheckupClient } from '../../services/lazyClient';
import type { SessionStore } from '../../session/store';
import { Component as ReportLogin } from './ReportLoginScreen';

const groups = [
  { years: '2025', listData: [{ report_Name: '年度体检报告', report_No: 'R2025001', report_Date: '2025-05-06' }] },
];
const handlers: Handlers = {
  GetVerifyCode: () => ok(null, '发送成功'),
  ReportLogin: () => ok(null, '验证成功'),
  GetReportList: () => ok(groups),
};

function open(options: Partial<RenderRouteOptions> = {}) {
  return renderRoute(ReportLogin, {
    path: '/ReportLogin',
    config: { verifyCodeEnabled: true, hospitalPhone: '0571-88000003' },
    ...options,
    handlers: { ...handlers, ...options.handlers },
  });
}

const box = (name: string) => screen.getByRole('textbox', { name });
const login = () => userEvent.click(screen.getByRole('button', { name: '查询报告' }));
const status = () => screen.findByRole('status');

async function fill({ name = '张伟', id = '110101199003074514', tel = '13800138000', code = '123456' } = {}) {
  if (name) await userEvent.type(box('姓名'), name);
  if (id) await userEvent.type(box('身份证号'), id);
  if (tel) await userEvent.type(box('手机号'), tel);
  if (code && screen.queryByRole('textbox', { name: '验证码' })) await userEvent.type(box('验证码'), code);
}

afterEach(() => {
  vi.useRealTimers();
});

/** Opens the screen again over the tab's draft, as a reload of the page does (sessionStorage stays). */
function reload(before: SessionStore, options: Partial<RenderRouteOptions> = {}) {
  const draft = before.formDraft('ReportLogin').get();
  return open({ ...options, session: (session) => draft && session.formDraft('ReportLogin').set(draft) });
}

describe('/ReportLogin', () => {
  it('limits the inputs to 6, 18, 11 and 6 characters', () => {
    open();
    expect(box('姓名')).toHaveAttribute('maxLength', '6');
    expect(box('身份证号')).toHaveAttribute('maxLength', '18');
    expect(box('手机号')).toHaveAttribute('maxLength', '11');
    expect(box('验证码')).toHaveAttribute('maxLength', '6');
  });

  it('marks name, ID number and phone required, with the phone keyboard and name / phone autofill', () => {
    open();
    expect(fieldHints(box('姓名'))).toEqual(PERSON_FIELD_HINTS.name);
    expect(fieldHints(box('身份证号'))).toEqual(PERSON_FIELD_HINTS.idNumber);
    expect(fieldHints(box('手机号'))).toEqual(PERSON_FIELD_HINTS.phone);
  });

  it.each([
    ['name', { name: '' }, '请输入姓名'],
    ['ID number', { id: '' }, '请输入身份证号'],
    ['phone', { tel: '' }, '请输入手机号'],
    ['valid phone', { tel: '12345678901' }, '手机号码格式错误'],
    ['6-digit code', { code: '12345' }, '请输入6位验证码'],
  ])('requires the %s before calling the server', async (_, values, message) => {
    const { call } = open();
    await fill(values);
    await login();
    expect(await status()).toHaveTextContent(message);
    expect(call).not.toHaveBeenCalled();
  });

  it('logs in, keeps the list and the person, forgets a report opened before, and opens the list after 300 ms', async () => {
    const { call, session } = open();
    session.report.set(sampleReport);
    await fill();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: '查询报告' }));
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(call).toHaveBeenCalledWith('ReportLogin', { tel: '13800138000', code: '123456' });
    expect(call).toHaveBeenCalledWith('GetReportList', {
      idCard: '110101199003074514',
      name: '张伟',
      tel: '13800138000',
    });
    expect(session.reportList.get()).toEqual(groups);
    expect(session.patInfo.get()).toEqual({ idCard: '110101199003074514', name: '张伟', tel: '13800138000' });
    expect(session.report.get()).toBeUndefined();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(screen.getByTestId('location')).toHaveTextContent('/ReportList');
  });

  it('sends the configured default code when the code step is off', async () => {
    const { call } = open({ config: { verifyCodeEnabled: false, defaultVerifyCode: '888888' } });
    expect(screen.queryByRole('textbox', { name: '验证码' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '获取验证码' })).not.toBeInTheDocument();
    await fill();
    await login();
    expect(await screen.findByTestId('location')).toHaveTextContent('/ReportList');
    expect(call).toHaveBeenCalledWith('ReportLogin', { tel: '13800138000', code: '888888' });
  });

  it('shows the server message when the code is refused and stays', async () => {
    const { call, session } = open({ handlers: { ReportLogin: () => businessFailure('验证码错误或已过期') } });
    await fill();
    await login();
    expect(await status()).toHaveTextContent('验证码错误或已过期');
    expect(call).not.toHaveBeenCalledWith('GetReportList', expect.anything());
    expect(session.reportList.get()).toBeUndefined();
  });

  it('alerts 系统繁忙！请稍后再试 when the list cannot be fetched', async () => {
    const { session } = open({ handlers: { GetReportList: () => networkFailure() } });
    await fill();
    await login();
    const dialog = await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' });
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(session.reportList.get()).toBeUndefined();
  });

  it('alerts 系统繁忙！请稍后再试 and gives the button back when the API client’s code cannot be downloaded (offline)', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const api = createLazyCheckupClient({ config: RUNTIME_CONFIG_DEFAULTS, logger: silentLogger }, load);
    open({ api });
    await fill();
    await login();
    const dialog = await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' });
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const button = screen.getByRole('button', { name: '查询报告' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeEnabled();
    // The next tap downloads again.
    await login();
    const again = await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' });
    expect(load).toHaveBeenCalledTimes(2);
    await userEvent.click(within(again).getByRole('button'));
    await waitFor(() => expect(again).not.toBeInTheDocument());
  });

  it('asks for a valid phone before sending a code', async () => {
    const { call } = open();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await status()).toHaveTextContent('请输入手机号');
    await userEvent.type(box('手机号'), '1380013800');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('手机号码格式错误'));
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('sends a code, says it is valid 5 minutes and waits 60 s before another', async () => {
    const { call } = open();
    await userEvent.type(box('手机号'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await status()).toHaveTextContent('验证码发送成功，5分钟内有效。');
    expect(call).toHaveBeenCalledWith('GetVerifyCode', { tel: '13800138000' });
    expect(screen.getByRole('button', { name: /重新获取\(\d+s\)/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says 网络异常 when the code cannot be sent and lets the visitor try again', async () => {
    open({ handlers: { GetVerifyCode: () => networkFailure() } });
    await userEvent.type(box('手机号'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await status()).toHaveTextContent('网络异常');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('keeps what was typed, the sent code’s wait and the code across a reload (the visitor went to read the SMS)', async () => {
    const first = open();
    await fill({ code: '' });
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await status()).toHaveTextContent('验证码发送成功');
    await userEvent.type(box('验证码'), '123456');
    first.unmount();

    const { call } = reload(first.session);
    expect(box('姓名')).toHaveValue('张伟');
    expect(box('身份证号')).toHaveValue('110101199003074514');
    expect(box('手机号')).toHaveValue('13800138000');
    expect(box('验证码')).toHaveValue('123456');
    // The server refuses another code for 60 s: the button still waits for the rest of them.
    expect(screen.getByRole('button', { name: /重新获取\((5\d|60)s\)/ })).toHaveAttribute('aria-disabled', 'true');
    await login();
    await waitFor(() => expect(call).toHaveBeenCalledWith('ReportLogin', { tel: '13800138000', code: '123456' }));
  });

  it('does not bring back a typed code once it can no longer be valid (5 minutes)', async () => {
    const first = open();
    await fill();
    first.unmount();
    vi.useFakeTimers({ now: Date.now() + 5 * 60_000 + 1000, toFake: ['Date'] });
    reload(first.session);
    expect(box('手机号')).toHaveValue('13800138000');
    expect(box('验证码')).toHaveValue('');
  });

  it('forgets what was typed once the login succeeds: coming back shows an empty form', async () => {
    const first = open();
    await fill();
    await login();
    expect(await screen.findByTestId('location')).toHaveTextContent('/ReportList');
    expect(first.session.formDraft('ReportLogin').get()).toBeUndefined();
    first.unmount();
    reload(first.session);
    for (const name of ['姓名', '身份证号', '手机号', '验证码']) expect(box(name)).toHaveValue('');
  });

  it('keeps what was typed when the login is refused', async () => {
    const first = open({ handlers: { ReportLogin: () => businessFailure('验证码错误或已过期') } });
    await fill();
    await login();
    expect(await status()).toHaveTextContent('验证码错误或已过期');
    first.unmount();
    reload(first.session);
    expect(box('身份证号')).toHaveValue('110101199003074514');
  });

  it('lays the fields out as one list of rows, 获取验证码 inside the code row', () => {
    open();
    const [, , , codeRow] = expectOneFieldGroup('姓名', '身份证号', '手机号', '验证码');
    expect(codeRow).toContainElement(screen.getByRole('button', { name: '获取验证码' }));
  });

  it('shows the hospital phone as a tel: link', () => {
    open();
    expect(screen.getByRole('link', { name: '0571-88000003' })).toHaveAttribute('href', 'tel:0571-88000003');
  });
});

import type { Schemas } from '@checkup/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appearedAt } from '../../../test/appearedAt';
import { businessFailure, networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { REDIRECT_DELAY_MS } from '../../shared/useDelayedNavigate';
import { fieldHints, PERSON_FIELD_HINTS } from '../../shared/testing/fieldHints';
import { sampleGroupUser } from '../../shared/testing/samples';
import type { SessionStore } from '../../session/store';
import { Component as GroupLogin } from './GroupLoginScreen';

const companies: Schemas['Company'][] = [
  { lnc_Code: 'L0012', lnc_Name: '深圳华创科技有限公司' },
  { lnc_Code: 'L0031', lnc_Name: '上海浦江物流股份有限公司' },
];

function open({
  handlers = {},
  variant = 'new',
  after,
}: { handlers?: Handlers; variant?: 'new' | 'old'; after?: SessionStore } = {}) {
  // `after`: the session of an earlier opening, whose draft a reload of the page finds again (sessionStorage stays).
  const draft = after?.formDraft('GroupLogin').get();
  return renderRoute(GroupLogin, {
    path: '/GroupLogin',
    config: { groupLoginVariant: variant },
    session: (session) => draft && session.formDraft('GroupLogin').set(draft),
    handlers: { GetTjLncList: () => ok(companies), TeamLogin: () => ok([sampleGroupUser], '登录成功'), ...handlers },
  });
}

const field = (name: string) => screen.getByRole(name === '单位名称' ? 'combobox' : 'textbox', { name });
const login = () => userEvent.click(screen.getByRole('button', { name: '登录' }));
const toastText = () => screen.getByRole('status');

async function pickCompany(typed = '华创') {
  await userEvent.type(field('单位名称'), typed);
  await userEvent.click(await screen.findByRole('option', { name: '深圳华创科技有限公司' }));
}

async function fillMember(idCard = sampleGroupUser.idcard, tel = sampleGroupUser.tel) {
  if (idCard) await userEvent.type(field('身份证件号'), idCard);
  if (tel) await userEvent.type(field('手机号码'), tel);
}

describe('/GroupLogin (new form)', () => {
  it('asks for the company name (请输入单位名称)', async () => {
    open();
    await login();
    expect(toastText()).toHaveTextContent('请输入单位名称');
  });

  it('filters the company list by the typed text and insists on a pick from it (请从下拉列表中选择单位)', async () => {
    open();
    await userEvent.type(field('单位名称'), '华创');
    const list = await screen.findByRole('listbox', { name: '匹配的单位' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['深圳华创科技有限公司']);
    await fillMember();
    await login();
    expect(toastText()).toHaveTextContent('请从下拉列表中选择单位');
  });

  it('says 加载中… rather than 没有匹配的单位 while the company list is still arriving', async () => {
    let answer: (result: ReturnType<typeof ok<Schemas['Company'][]>>) => void = () => {};
    open({ handlers: { GetTjLncList: () => new Promise((resolve) => (answer = resolve)) } });
    await userEvent.type(field('单位名称'), '华创');
    expect(screen.getAllByText('加载中…').length).toBeGreaterThan(0);
    expect(screen.queryByText('没有匹配的单位')).toBeNull();
    answer(ok(companies));
    expect(await screen.findByRole('option', { name: '深圳华创科技有限公司' })).toBeInTheDocument();
  });

  it('picks the company with the keyboard, says when nothing matches, and forgets the pick when the name is edited', async () => {
    const { call } = open();
    await userEvent.type(field('单位名称'), '有限公司');
    await screen.findByRole('listbox', { name: '匹配的单位' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(field('单位名称')).toHaveValue('上海浦江物流股份有限公司');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.type(field('单位名称'), '了');
    expect(screen.getAllByText('没有匹配的单位').length).toBeGreaterThan(0);
    await fillMember();
    await login();
    expect(toastText()).toHaveTextContent('请从下拉列表中选择单位');
    await userEvent.type(field('单位名称'), '{Backspace}');
    await screen.findByRole('option', { name: '上海浦江物流股份有限公司' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await login();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('TeamLogin', {
        lnc_Code: 'L0031',
        idCard: sampleGroupUser.idcard,
        tel: sampleGroupUser.tel,
      }),
    );
  });

  it.each([
    ['no ID number', '', '13812345678', '请输入身份证件号'],
    ['a 16-digit ID number', '4403051990030789', '13812345678', '请输入正确的身份证件号'],
    ['an ID number ending in a letter other than X', '44030519900307891A', '13812345678', '请输入正确的身份证件号'],
    ['no phone', '440305199003078913', '', '请输入手机号码'],
  ])('refuses %s', async (_, idCard, tel, message) => {
    const { call } = open();
    await pickCompany();
    await fillMember(idCard, tel);
    await login();
    expect(toastText()).toHaveTextContent(message);
    expect(call).not.toHaveBeenCalledWith('TeamLogin', expect.anything());
  });

  it('limits the ID number to 18 and the phone to 11 characters', () => {
    open();
    expect(field('身份证件号')).toHaveAttribute('maxLength', '18');
    expect(field('手机号码')).toHaveAttribute('maxLength', '11');
  });

  it('marks the company, the ID number and the phone required, with the phone keyboard and autofill', () => {
    open();
    expect(field('单位名称')).toBeRequired();
    expect(fieldHints(field('身份证件号'))).toEqual(PERSON_FIELD_HINTS.idNumber);
    expect(fieldHints(field('手机号码'))).toEqual(PERSON_FIELD_HINTS.phone);
  });

  it('logs in once, keeps the group member, forgets extras left from another booking and opens the group package 2 s later', async () => {
    const { call, session } = open();
    session.chosenItems.set({
      totalPrice: 60,
      clusOut: [{ comb_code: '0507', comb_name: '糖化血红蛋白', price: 70, act_price: 60 }],
    });
    await pickCompany();
    await fillMember('11010519491231002x');
    const loggedIn = appearedAt(
      () => document.querySelector('[role="status"]')?.textContent?.includes('登录成功') ?? false,
    );
    const navigated = appearedAt(() => document.querySelector('[data-testid="location"]') !== null);
    await userEvent.dblClick(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(session.groupUser.get()).toEqual(sampleGroupUser));
    expect(session.chosenItems.get()).toBeUndefined();
    expect(await screen.findByTestId('location', undefined, { timeout: 5000 })).toHaveTextContent(
      '/TeamDetails?type=notAdd',
    );
    expect((await navigated) - (await loggedIn)).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS - 10);
    expect(call.mock.calls.filter(([operationId]) => operationId === 'TeamLogin')).toEqual([
      ['TeamLogin', { lnc_Code: 'L0012', idCard: '11010519491231002x', tel: '13812345678' }],
    ]);
  });

  it('shows the err text of a refused record as a toast', async () => {
    const { session } = open({
      handlers: { TeamLogin: () => ok([{ err: '该身份证已绑定其他手机号，请携带身份证到院处理' }], '登录失败') },
    });
    await pickCompany();
    await fillMember();
    await login();
    await waitFor(() => expect(toastText()).toHaveTextContent('该身份证已绑定其他手机号，请携带身份证到院处理'));
    expect(session.groupUser.get()).toBeUndefined();
  });

  it('asks for 姓名 and an SMS 验证码 when the server asks for first-use binding, then logs in with them', async () => {
    const { call, session } = open({
      handlers: {
        TeamLogin: (body) =>
          body.code ? ok([sampleGroupUser], '登录成功') : businessFailure('首次登录请填写姓名并获取验证码'),
        GetVerifyCode: () => ok(undefined, '验证码发送成功，5分钟内有效。'),
      },
    });
    await pickCompany();
    await fillMember();
    expect(screen.queryByRole('textbox', { name: '姓名' })).toBeNull();
    await login();
    await waitFor(() => expect(toastText()).toHaveTextContent('首次登录请填写姓名并获取验证码'));
    await userEvent.type(field('姓名'), sampleGroupUser.pat_name);
    await login();
    await waitFor(() => expect(toastText()).toHaveTextContent('请输入6位验证码'));
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(call).toHaveBeenCalledWith('GetVerifyCode', { tel: sampleGroupUser.tel });
    await userEvent.type(field('验证码'), '482913');
    await login();
    await waitFor(() => expect(session.groupUser.get()).toEqual(sampleGroupUser));
    expect(call).toHaveBeenLastCalledWith('TeamLogin', {
      lnc_Code: 'L0012',
      idCard: sampleGroupUser.idcard,
      tel: sampleGroupUser.tel,
      name: sampleGroupUser.pat_name,
      code: '482913',
    });
  });

  it("shows the server's message when the login is refused", async () => {
    open({ handlers: { TeamLogin: () => businessFailure('未查询到您的团检信息，请联系单位负责人') } });
    await pickCompany();
    await fillMember();
    await login();
    await waitFor(() => expect(toastText()).toHaveTextContent('未查询到您的团检信息，请联系单位负责人'));
  });

  it('alerts 系统繁忙！请稍后再试 when the company list cannot be loaded', async () => {
    open({ handlers: { GetTjLncList: networkFailure } });
    const dialog = await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' });
    await userEvent.click(within(dialog).getByRole('button'));
  });
});

describe('/GroupLogin across a reload', () => {
  it('keeps the picked company, the ID number and the phone, and logs in with them', async () => {
    const first = open();
    await pickCompany();
    await fillMember();
    first.unmount();

    const { call } = open({ after: first.session });
    expect(field('单位名称')).toHaveValue('深圳华创科技有限公司');
    expect(field('身份证件号')).toHaveValue(sampleGroupUser.idcard);
    expect(field('手机号码')).toHaveValue(sampleGroupUser.tel);
    // The pick comes back with the company list (no second pick needed).
    await waitFor(() => expect(call).toHaveBeenCalledWith('GetTjLncList', undefined, expect.anything()));
    await login();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('TeamLogin', {
        lnc_Code: 'L0012',
        idCard: sampleGroupUser.idcard,
        tel: sampleGroupUser.tel,
      }),
    );
  });

  it('keeps a company name typed but not picked as text only (it must still be picked)', async () => {
    const first = open();
    await userEvent.type(field('单位名称'), '华创');
    await fillMember();
    first.unmount();
    open({ after: first.session });
    expect(field('单位名称')).toHaveValue('华创');
    await login();
    expect(toastText()).toHaveTextContent('请从下拉列表中选择单位');
  });

  it('forgets the form once the member is signed in', async () => {
    const first = open();
    await pickCompany();
    await fillMember();
    await login();
    expect(await screen.findByTestId('location', undefined, { timeout: 3000 })).toHaveTextContent('/TeamDetails');
    first.unmount();
    open({ after: first.session });
    expect(field('单位名称')).toHaveValue('');
    expect(field('身份证件号')).toHaveValue('');
  });

  it('keeps the old form (company code) too', async () => {
    const first = open({ variant: 'old' });
    await userEvent.type(field('单位编码'), 'L0012');
    await fillMember();
    first.unmount();
    open({ variant: 'old', after: first.session });
    expect(field('单位编码')).toHaveValue('L0012');
    expect(field('手机号码')).toHaveValue(sampleGroupUser.tel);
  });
});

describe('/GroupLogin (old form)', () => {
  it('needs company code, ID number and phone, with the single message 请输入完整信息', async () => {
    const { call } = open({ variant: 'old' });
    expect(screen.queryByRole('textbox', { name: '单位名称' })).toBeNull();
    await userEvent.type(field('单位编码'), 'L0012');
    await userEvent.type(field('身份证件号'), sampleGroupUser.idcard);
    await login();
    expect(toastText()).toHaveTextContent('请输入完整信息');
    await userEvent.type(field('手机号码'), sampleGroupUser.tel);
    await login();
    expect(await screen.findByTestId('location', undefined, { timeout: 3000 })).toHaveTextContent(
      '/TeamDetails?type=notAdd',
    );
    expect(call).toHaveBeenCalledWith('TeamLogin', {
      lnc_Code: 'L0012',
      idCard: sampleGroupUser.idcard,
      tel: sampleGroupUser.tel,
    });
    expect(call).not.toHaveBeenCalledWith('GetTjLncList', expect.anything(), expect.anything());
  });

  it('marks the company code, the ID number and the phone required, with the phone keyboard and autofill', () => {
    open({ variant: 'old' });
    expect(field('单位编码')).toBeRequired();
    expect(fieldHints(field('身份证件号'))).toEqual(PERSON_FIELD_HINTS.idNumber);
    expect(fieldHints(field('手机号码'))).toEqual(PERSON_FIELD_HINTS.phone);
  });
});

import '@checkup/ui/styles.css';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessFailure, failure, networkFailure, ok } from '../../../test/fakeApi';
import { sampleUser } from '../../../test/fixtures';
import { renderRoute, type RenderRouteOptions } from '../../../test/renderRoute';
import { fieldHints, PERSON_FIELD_HINTS } from '../../shared/testing/fieldHints';
import type { SessionStore } from '../../session/store';
import { Component as Login } from './RegistrationScreen';

function open(options: Partial<RenderRouteOptions> = {}) {
  return renderRoute(Login, {
    path: '/login',
    config: { verifyCodeEnabled: false, defaultVerifyCode: '123456' },
    handlers: { UserRegister: () => ok(sampleUser, '注册成功') },
    ...options,
    session: (session) => {
      session.openid.set(sampleUser.openid);
      options.session?.(session);
    },
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => userEvent.click(screen.getByRole('button', { name: '登录 / 注册' }));

async function fillResident() {
  await userEvent.type(field('姓名'), '李明');
  await userEvent.type(field('证件号码'), '440305199003078913');
  await userEvent.type(screen.getByRole('textbox', { name: '手机号码' }), '13812345678');
}

describe('/login', () => {
  it('registers with a resident ID, keeps the user and returns through home', async () => {
    const { call, session } = open();
    await fillResident();
    expect(screen.queryByRole('radiogroup', { name: '性别' })).not.toBeInTheDocument();
    await submit();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(call).toHaveBeenCalledWith('UserRegister', {
      openid: sampleUser.openid,
      name: '李明',
      idcard: '440305199003078913',
      tel: '13812345678',
      yzm: '123456',
      card_type: 'idcard',
    });
    expect(session.user.get()).toEqual(sampleUser);
    expect(session.isOauth.get()).toBe('1');
  });

  it('asks for sex and birth date for other documents', async () => {
    const { call } = open();
    await userEvent.click(screen.getByRole('button', { name: /证件类型/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '护照' }));
    await userEvent.type(field('姓名'), '陈安娜');
    await userEvent.type(field('证件号码'), 'E12345678');
    await userEvent.type(screen.getByRole('textbox', { name: '手机号码' }), '13912345678');
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('请选择性别');
    await userEvent.click(screen.getByRole('radio', { name: '女' }));
    await submit();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('请选择出生日期'));
    fireEvent.change(screen.getByLabelText(/出生日期/), { target: { value: '1992-06-18' } });
    await submit();
    expect(await screen.findByTestId('location')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      'UserRegister',
      expect.objectContaining({ card_type: 'passport', sex: '2', birthday: '1992-06-18' }),
    );
  });

  it('marks name, document number and phone required, with the phone keyboard and name / phone autofill', () => {
    open();
    expect(fieldHints(field('姓名'))).toEqual(PERSON_FIELD_HINTS.name);
    expect(fieldHints(field('证件号码'))).toEqual(PERSON_FIELD_HINTS.idNumber);
    expect(fieldHints(field('手机号码'))).toEqual(PERSON_FIELD_HINTS.phone);
  });

  it("puts 性别 on a Field row's band between the Field rows", async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: /证件类型/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '护照' }));
    // The kit's theme (imported above) defines the tokens: happy-dom drops a declaration whose var() it cannot resolve.
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, padding: style.padding };
    };
    const row = look(field('证件号码').parentElement!);
    expect(row.background).not.toBe(look(document.body).background);
    expect(look(screen.getByRole('radiogroup', { name: '性别' }))).toEqual(row);
  });

  it('refuses an invalid phone before calling the server', async () => {
    const { call } = open();
    await userEvent.type(field('姓名'), '李明');
    await userEvent.type(field('证件号码'), '440305199003078913');
    await userEvent.type(screen.getByRole('textbox', { name: '手机号码' }), '1381234567');
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('手机号码格式错误');
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the server message when registration is refused', async () => {
    open({ handlers: { UserRegister: () => businessFailure('验证码错误或已过期') } });
    await fillResident();
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('验证码错误或已过期');
  });

  it.each([
    ['an empty server message', () => businessFailure('')],
    ['no answer', () => networkFailure()],
    ['a 502 with an HTML page', () => failure('server', { status: 502 })],
    ['an answer without the envelope', () => failure('decode', { status: 200 })],
  ])('says 系统繁忙！请稍后再试 for %s, keeping the form and the button', async (_, answer) => {
    const { call } = open({ handlers: { UserRegister: answer } });
    await fillResident();
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent(/^系统繁忙！请稍后再试$/);
    expect(field('姓名')).toHaveValue('李明');
    expect(field('证件号码')).toHaveValue('440305199003078913');
    expect(screen.getByRole('button', { name: '登录 / 注册' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message of a refused (400) request", async () => {
    open({ handlers: { UserRegister: () => failure('badRequest', { status: 400, returnMsg: '手机号码格式错误' }) } });
    await fillResident();
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent(/^手机号码格式错误$/);
  });

  it('sends the SMS code when the code step is on', async () => {
    const { call } = open({
      config: { verifyCodeEnabled: true },
      handlers: { GetVerifyCode: () => ok(undefined as never, '发送成功'), UserRegister: () => ok(sampleUser) },
    });
    await fillResident();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('status')).toHaveTextContent('验证码发送成功，5分钟内有效。');
    expect(call).toHaveBeenCalledWith('GetVerifyCode', { tel: '13812345678' });
    await userEvent.type(field('验证码'), '482913');
    await submit();
    await waitFor(() => expect(call).toHaveBeenCalledWith('UserRegister', expect.objectContaining({ yzm: '482913' })));
  });

  it("shows the server's own refusal when the code is not sent", async () => {
    const { call } = open({
      config: { verifyCodeEnabled: true },
      handlers: { GetVerifyCode: () => businessFailure('验证码已发送，请60秒后再试') },
    });
    await fillResident();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^验证码已发送，请60秒后再试$/);
    expect(call).toHaveBeenCalledWith('GetVerifyCode', { tel: '13812345678' });
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('says 网络异常 when sending the code gets no answer', async () => {
    open({ config: { verifyCodeEnabled: true }, handlers: { GetVerifyCode: () => networkFailure() } });
    await fillResident();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^网络异常$/);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  describe('across a reload of the page (sessionStorage stays)', () => {
    const codeStep = {
      config: { verifyCodeEnabled: true },
      handlers: { GetVerifyCode: () => ok(undefined as never, '发送成功'), UserRegister: () => ok(sampleUser) },
    };
    const reload = (before: SessionStore, options: Partial<RenderRouteOptions> = {}) => {
      const draft = before.formDraft('login').get();
      return open({
        ...options,
        session: (session) => {
          if (draft) session.formDraft('login').set(draft);
          options.session?.(session);
        },
      });
    };

    it('keeps the typed form, the document type, sex, birth date, the code and the resend wait', async () => {
      const first = open(codeStep);
      await userEvent.click(screen.getByRole('button', { name: /证件类型/ }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '护照' }));
      await userEvent.type(field('姓名'), '陈安娜');
      await userEvent.type(field('证件号码'), 'E12345678');
      await userEvent.click(screen.getByRole('radio', { name: '女' }));
      fireEvent.change(screen.getByLabelText(/出生日期/), { target: { value: '1992-06-18' } });
      await userEvent.type(screen.getByRole('textbox', { name: '手机号码' }), '13912345678');
      await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
      expect(await screen.findByRole('status')).toHaveTextContent('验证码发送成功');
      await userEvent.type(field('验证码'), '482913');
      first.unmount();

      const { call } = reload(first.session, codeStep);
      expect(field('姓名')).toHaveValue('陈安娜');
      expect(field('证件号码')).toHaveValue('E12345678');
      expect(screen.getByRole('radio', { name: '女' })).toBeChecked();
      expect(screen.getByLabelText(/出生日期/)).toHaveValue('1992-06-18');
      expect(field('验证码')).toHaveValue('482913');
      expect(screen.getByRole('button', { name: /重新获取\(\d+s\)/ })).toHaveAttribute('aria-disabled', 'true');
      await submit();
      await waitFor(() =>
        expect(call).toHaveBeenCalledWith(
          'UserRegister',
          expect.objectContaining({
            card_type: 'passport',
            idcard: 'E12345678',
            sex: '2',
            birthday: '1992-06-18',
            yzm: '482913',
          }),
        ),
      );
    });

    it('forgets the form once registration succeeds', async () => {
      const first = open();
      await fillResident();
      await submit();
      expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
      first.unmount();
      reload(first.session);
      expect(field('姓名')).toHaveValue('');
      expect(field('证件号码')).toHaveValue('');
    });

    it('does not show a form typed under another openid', async () => {
      const first = open();
      await fillResident();
      first.unmount();
      reload(first.session, { session: (session) => session.openid.set('o-another-visitor') });
      expect(field('证件号码')).toHaveValue('');
    });
  });

  it('goes to sign-in when there is no openid', async () => {
    renderRoute(Login, { path: '/login' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/oauth?type=jump');
  });
});

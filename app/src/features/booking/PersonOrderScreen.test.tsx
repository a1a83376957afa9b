import type { Result, ReturnDataOf, Schemas } from '@checkup/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appearedAt } from '../../../test/appearedAt';
import { bookedButAnswerLost, businessFailure, networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { samplePackage, sampleUser } from '../../../test/fixtures';
import { renderRoute } from '../../../test/renderRoute';
import { expectOneFieldGroup } from '../../shared/testing/fieldGroup';
import { fieldHints, PERSON_FIELD_HINTS } from '../../shared/testing/fieldHints';
import { sampleOrder, samplePackageItems } from '../../shared/testing/samples';
import { REDIRECT_DELAY_MS } from '../../shared/useDelayedNavigate';
import type { SessionStore } from '../../session/store';
import { Component as PersonOrders } from './PersonOrderScreen';

const femaleId = '11010519491231002X';
const appointment = { date: '2026-12-01', sumtime_Code: '02', sumtime_Name: '09:00-10:00' };
const extras: Schemas['ChosenExtras'] = {
  totalPrice: 380,
  clusOut: [{ comb_code: '9263', comb_name: '低剂量螺旋CT（胸部）', price: 380, act_price: 380 }],
};
const created = (): Result<ReturnDataOf<'PersonOrderAdd'>> =>
  ok({ ord: sampleOrder(), uid: { name: '李明', idCard: sampleUser.idcard, tel: sampleUser.tel } }, '预约成功');

function open({
  handlers = {},
  prepare,
  payEnabled = true,
}: { handlers?: Handlers; prepare?: (session: SessionStore) => void; payEnabled?: boolean } = {}) {
  return renderRoute(PersonOrders, {
    path: '/PersonOrders',
    config: { payEnabled },
    session: (session) => {
      session.user.set(sampleUser);
      session.openid.set(sampleUser.openid);
      session.package.set(samplePackage);
      session.appointment.set(appointment);
      session.chosenItems.set(extras);
      prepare?.(session);
    },
    handlers: { GetItemCombList: () => ok(samplePackageItems), PersonOrderAdd: created, ...handlers },
  });
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
/** openapi.yaml components.parameters.IdempotencyKey. */
const idempotencyKey = { 'Idempotency-Key': expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) as unknown };
/** The Idempotency-Key of each PersonOrderAdd sent. */
const keysSent = (call: ReturnType<typeof open>['call']) =>
  call.mock.calls
    .filter(([operationId]) => operationId === 'PersonOrderAdd')
    .map(
      ([, , options]) => (options as { headers?: Record<string, string> } | undefined)?.headers?.['Idempotency-Key'],
    );
const closeBusyAlert = async () =>
  userEvent.click(within(await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' })).getByRole('button'));
const submit = () => userEvent.click(screen.getByRole('button', { name: '提交订单' }));
const toastText = () => screen.getByRole('status');

/** Opens the screen again over the tab's order-form draft, as a reload of the page does (sessionStorage stays). */
function reload(before: SessionStore, prepare?: (session: SessionStore) => void) {
  const draft = before.formDraft('PersonOrders').get();
  return open({
    prepare: (session) => {
      if (draft) session.formDraft('PersonOrders').set(draft);
      prepare?.(session);
    },
  });
}

async function typeOver(name: string, value: string) {
  await userEvent.clear(field(name));
  await userEvent.type(field(name), value);
}

describe('/PersonOrders', () => {
  it('lays the person fields out as one list of rows, each saying what to type', () => {
    open();
    expectOneFieldGroup('身份证件号码', '姓名', '手机号码');
    expect(field('手机号码')).toHaveAttribute('placeholder', '请输入手机号码');
  });

  it('keeps the person typed over the prefill across a reload; untyped fields still follow the signed-in user', async () => {
    const first = open();
    await typeOver('身份证件号码', '110101199003074514');
    await typeOver('姓名', '张伟');
    first.unmount();

    const { call, unmount } = reload(first.session, (session) =>
      session.user.set({ ...sampleUser, tel: '13900001111' }),
    );
    expect(field('身份证件号码')).toHaveValue('110101199003074514');
    expect(field('姓名')).toHaveValue('张伟');
    expect(field('手机号码')).toHaveValue('13900001111');
    await submit();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'PersonOrderAdd',
        expect.objectContaining({ name: '张伟', idCard: '110101199003074514', tel: '13900001111' }),
        expect.anything(),
      ),
    );
    unmount();
  });

  it('does not show the person typed under another signed-in visitor', async () => {
    const first = open();
    await typeOver('身份证件号码', '110101199003074514');
    first.unmount();
    reload(first.session, (session) =>
      session.user.set({ ...sampleUser, openid: 'o-someone-else', idcard: '11010519491231002X' }),
    );
    expect(field('身份证件号码')).toHaveValue('11010519491231002X');
  });

  it('forgets the typed person once the order is made: coming back shows the signed-in user again', async () => {
    const first = open();
    await typeOver('姓名', '张伟');
    await submit();
    expect(await screen.findByTestId('location', undefined, { timeout: 3000 })).toHaveTextContent('/PersonPayment');
    expect(first.session.formDraft('PersonOrders').get()).toBeUndefined();
    first.unmount();
    reload(first.session);
    expect(field('姓名')).toHaveValue('李明');
  });

  it('keeps the typed person when the order is refused', async () => {
    const first = open({ handlers: { PersonOrderAdd: () => businessFailure('该时段已约满') } });
    await typeOver('姓名', '张伟');
    await submit();
    expect(await screen.findByText('该时段已约满')).toBeInTheDocument();
    first.unmount();
    reload(first.session);
    expect(field('姓名')).toHaveValue('张伟');
  });

  it('shows the prefilled person, the appointment, the type, the total and both item lists', async () => {
    const { call } = open();
    expect(field('身份证件号码')).toHaveValue(sampleUser.idcard);
    expect(field('姓名')).toHaveValue('李明');
    expect(field('手机号码')).toHaveValue('13812345678');
    expect(screen.getByText('2026-12-01 星期二')).toBeInTheDocument();
    expect(screen.getByText('09:00-10:00')).toBeInTheDocument();
    expect(screen.getByText('健康体检')).toBeInTheDocument();
    // jd_price 598 (jd_flag T) plus 380 of extras.
    expect(screen.getByText('合计').closest('li, a, button, div')).toHaveTextContent('978.00');
    expect(screen.getByText('低剂量螺旋CT（胸部）')).toBeInTheDocument();
    expect(await screen.findByText('共2项')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('GetItemCombList', { comb_code: 'TC001' }, expect.anything());
  });

  it("heads the package's items with the package's payable price, so 合计 is it plus the extras shown", async () => {
    open();
    // 合计 978.00 = the package's 598.00 (jd_price, jd_flag T) + the extra's 380.00; the items' own prices sum to 110.
    const items = await screen.findByRole('button', { name: /套餐内项目/ });
    expect(items).toHaveTextContent(/共2项\s*¥598\.00/);
    expect(items).not.toHaveTextContent('110.00');
    expect(screen.getByText('合计').closest('li, a, button, div')).toHaveTextContent('978.00');
    expect(screen.getByText('低剂量螺旋CT（胸部）').closest('li')).toHaveTextContent('380.00');
  });

  it.each([
    ['the package has no items', '暂无项目数据', () => businessFailure('暂无项目数据')],
    ['the item list is empty', '暂无项目数据', () => ok([])],
    [
      "the server's catalogue is down (its own message)",
      '系统繁忙！请稍后再试',
      () => businessFailure('系统繁忙！请稍后再试'),
    ],
    ['the item list gets no answer', '系统繁忙！请稍后再试', () => networkFailure()],
  ])('says so in place of the items when %s (%s)', async (_, text, answer) => {
    open({ handlers: { GetItemCombList: answer } });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('共2项')).toBeNull();
    // The order can still be sent.
    expect(screen.getByRole('button', { name: '提交订单' })).toBeEnabled();
  });

  it('limits the ID number to 18, the name to 30 (what the server takes) and the phone to 11 characters', () => {
    open();
    expect(field('身份证件号码')).toHaveAttribute('maxLength', '18');
    expect(field('姓名')).toHaveAttribute('maxLength', '30');
    expect(field('手机号码')).toHaveAttribute('maxLength', '11');
  });

  it('marks the ID number, the name and the phone required, with the phone keyboard and name / phone autofill', () => {
    open();
    expect(fieldHints(field('身份证件号码'))).toEqual(PERSON_FIELD_HINTS.idNumber);
    expect(fieldHints(field('姓名'))).toEqual(PERSON_FIELD_HINTS.name);
    expect(fieldHints(field('手机号码'))).toEqual(PERSON_FIELD_HINTS.phone);
  });

  it.each([
    ['姓名', '请输入姓名'],
    ['身份证件号码', '请输入身份证件号码'],
    ['手机号码', '请输入手机号码'],
  ])('asks for the %s (%s)', async (label, message) => {
    const { call } = open();
    await userEvent.clear(field(label));
    await submit();
    expect(toastText()).toHaveTextContent(message);
    expect(call.mock.calls.filter(([operationId]) => operationId === 'PersonOrderAdd')).toEqual([]);
  });

  it('refuses a male ID on a female package (请选择对应性别的套餐！)', async () => {
    open({ prepare: (session) => session.package.set({ ...samplePackage, sex: '2' }) });
    await submit();
    expect(toastText()).toHaveTextContent('请选择对应性别的套餐！');
  });

  it('refuses a female ID on a male package (身份信息与性别套餐不匹配)', async () => {
    open();
    await userEvent.clear(field('身份证件号码'));
    await userEvent.type(field('身份证件号码'), femaleId);
    await submit();
    expect(toastText()).toHaveTextContent('身份信息与性别套餐不匹配');
  });

  it.each([
    ['a wrong check digit', '330106198503120318', '身份证号码非法'],
    ['14 digits', '33010619850312', '身份证号码长度或格式错误'],
    ['letters', 'abcdefghijklmnopqr', '身份证号码长度或格式错误'],
  ])(
    'reports an ID number with %s as such on a male package, not as a sex mismatch, and sends nothing',
    async (_, idCard, message) => {
      const { call } = open();
      await typeOver('身份证件号码', idCard);
      await submit();
      expect(toastText()).toHaveTextContent(message);
      expect(call).not.toHaveBeenCalledWith('PersonOrderAdd', expect.anything(), expect.anything());
    },
  );

  it('asks an unmarried visitor to confirm a married package chosen before sign-in: declining blocks, continuing books with the confirmation', async () => {
    const { call, session } = open({
      prepare: (s) => {
        s.user.set({ ...sampleUser, idcard: femaleId, sex: '2', marr_type: '1' });
        s.package.set({
          ...samplePackage,
          clus_Code: 'P2003',
          clus_Name: '已婚女士妇科专项套餐',
          sex: '2',
          marr_status: '2',
        });
      },
    });
    const sent = () => call.mock.calls.filter(([operationId]) => operationId === 'PersonOrderAdd');
    await submit();
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '这是已婚套餐，确认已婚可选择' })).getByRole('button', {
        name: '重新选择',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('未确认已婚，无法预约已婚套餐，请返回选择其他套餐');
    expect(sent()).toHaveLength(0);

    await submit();
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '这是已婚套餐，确认已婚可选择' })).getByRole('button', {
        name: '继续',
      }),
    );
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.[1]).toMatchObject({ clus_Code: 'P2003', marr_status: '2' });
    expect(session.package.get()?.marriedConfirmed).toBe(true);
  });

  it('does not ask again for a married package confirmed on the list', async () => {
    const { call } = open({
      prepare: (s) => {
        s.user.set({ ...sampleUser, idcard: femaleId, sex: '2', marr_type: '1' });
        s.package.set({ ...samplePackage, sex: '2', marr_status: '2', marriedConfirmed: true });
      },
    });
    await submit();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'PersonOrderAdd',
        expect.objectContaining({ marr_status: '2' }),
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks for a date (请选择体检日期)', async () => {
    open({ prepare: (session) => session.appointment.clear() });
    await submit();
    expect(toastText()).toHaveTextContent('请选择体检日期');
  });

  it('asks for an arrival time when the stored choice has none', async () => {
    open({ prepare: (session) => session.appointment.set({ ...appointment, sumtime_Code: '', sumtime_Name: '' }) });
    await submit();
    expect(toastText()).toHaveTextContent('请选择报到时间');
  });

  it('sends the order once under 订单生成中, stores it and opens the payment 2 s later in place of the form', async () => {
    let answer!: (result: Result<ReturnDataOf<'PersonOrderAdd'>>) => void;
    const { call, session, router } = open({
      handlers: { PersonOrderAdd: () => new Promise((resolve) => (answer = resolve)) },
    });
    const button = screen.getByRole('button', { name: '提交订单' });
    await userEvent.dblClick(button);
    expect(await screen.findByRole('dialog', { name: '订单生成中' })).toBeInTheDocument();
    const closed = appearedAt(() => screen.queryByRole('dialog', { name: '订单生成中' }) === null);
    const navigated = appearedAt(() => document.querySelector('[data-testid="location"]') !== null);
    answer(created());
    expect(await screen.findByTestId('location', undefined, { timeout: 5000 })).toHaveTextContent('/PersonPayment');
    expect((await navigated) - (await closed)).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS - 10);
    expect(session.order.get()?.id).toBe('PO2026112200017');
    expect(router.state.historyAction).toBe('REPLACE');
    const orders = call.mock.calls.filter(([operationId]) => operationId === 'PersonOrderAdd');
    expect(orders).toEqual([
      [
        'PersonOrderAdd',
        {
          openid: sampleUser.openid,
          name: '李明',
          idCard: sampleUser.idcard,
          tel: '13812345678',
          clus_Name: '男士基础体检套餐',
          clus_Code: 'TC001',
          begin_Time: '2026-12-01',
          type: 'person',
          sumtime_Code: '02',
          sumtime_Name: '09:00-10:00',
          price: 978,
          choose_comb_code: JSON.stringify(extras.clusOut),
          marr_status: '0',
        },
        { headers: idempotencyKey },
      ],
    ]);
  });

  it('sends the order again with its Idempotency-Key after a timeout, and opens the payment of the order the first send booked', async () => {
    // The first send is booked but its answer is lost to the request timeout; a send without that key would be refused.
    const { call, session } = open({
      handlers: {
        PersonOrderAdd: bookedButAnswerLost(
          created,
          '该体检人已有2026-12-01的健康体检预约，同一类体检每人只能保留一个未完成的预约，请完成或取消后再预约',
        ),
      },
    });
    await submit();
    await closeBusyAlert();
    await submit();
    expect(await screen.findByTestId('location', undefined, { timeout: 3000 })).toHaveTextContent('/PersonPayment');
    expect(session.order.get()?.id).toBe('PO2026112200017');
    expect(
      screen.queryByText(
        '该体检人已有2026-12-01的健康体检预约，同一类体检每人只能保留一个未完成的预约，请完成或取消后再预约',
      ),
    ).toBeNull();
    const [first, again] = keysSent(call);
    expect(first).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/));
    expect(again).toBe(first);
  });

  it('sends a changed order with a new Idempotency-Key, and the unchanged one with its first key', async () => {
    const { call } = open({ handlers: { PersonOrderAdd: networkFailure } });
    await submit();
    await closeBusyAlert();
    await userEvent.clear(field('手机号码'));
    await userEvent.type(field('手机号码'), '13812345679');
    await submit();
    await closeBusyAlert();
    await userEvent.clear(field('手机号码'));
    await userEvent.type(field('手机号码'), '13812345678');
    await submit();
    await closeBusyAlert();
    const [first, changed, back] = keysSent(call);
    expect(changed).not.toBe(first);
    expect(back).toBe(first);
  });

  it('goes to the order list when payment is switched off', async () => {
    open({ payEnabled: false });
    await submit();
    expect(await screen.findByTestId('location', undefined, { timeout: 3000 })).toHaveTextContent('/MyOrderList');
  });

  it("shows the server's message and hides the loader when the order is refused", async () => {
    const { call } = open({ handlers: { PersonOrderAdd: () => businessFailure('该时段已无号源！请选择其他时段') } });
    await submit();
    await waitFor(() => expect(toastText()).toHaveTextContent('该时段已无号源！请选择其他时段'));
    expect(screen.queryByRole('dialog', { name: '订单生成中' })).toBeNull();
    await submit();
    expect(call.mock.calls.filter(([operationId]) => operationId === 'PersonOrderAdd')).toHaveLength(2);
  });

  it('alerts 系统繁忙！请稍后再试 when the order cannot be sent', async () => {
    open({ handlers: { PersonOrderAdd: networkFailure } });
    await submit();
    const dialog = await screen.findByRole('alertdialog', { name: '系统繁忙！请稍后再试' });
    expect(screen.queryByRole('dialog', { name: '订单生成中' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button'));
  });
});

/** Calendars, arrival-time slots, group login and creating personal and group orders. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { providerState } from '../../src/states';
import {
  DAY,
  IDEMPOTENCY_KEY,
  PERSON_ORDER_REQUEST,
  SLOT,
  VISITOR,
  dateLike,
  dateTimeLike,
  flagLike,
  idempotencyKeyLike,
  okMessage,
} from '../support/fixtures';
import { dataOf, verifyBusinessFailure, verifyCall } from '../support/harness';

const { like, eachLike, integer, number } = MatchersV3;

const RANGE = { start: '2026-11-23', end: '2026-12-22' } as const;
const calendarUnavailable = providerState('calendarUnavailable');

describe('GetPersonSumList', () => {
  it('lists the personal calendar days of the booking range', () =>
    verifyCall(
      {
        operationId: 'GetPersonSumList',
        given: providerState('personCalendar', RANGE),
        uponReceiving: 'a request for the personal calendar of the booking range',
        body: { type: 'person', ...RANGE },
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: eachLike({
            person_Date: dateLike('2026-11-30'),
            person_Flag: flagLike('F'),
            person_Sum: integer(120),
            person_Surplus: integer(86),
          }),
        },
      },
      (result) =>
        expect(dataOf(result)[0]).toEqual({
          person_Date: '2026-11-30',
          person_Flag: 'F',
          person_Sum: 120,
          person_Surplus: 86,
        }),
    ));

  it('hands over 服务异常！请稍等', () =>
    verifyBusinessFailure({
      operationId: 'GetPersonSumList',
      given: calendarUnavailable,
      uponReceiving: 'a request for the personal calendar while it cannot be read',
      body: { type: 'person', ...RANGE },
      returnMsg: '服务异常！请稍等',
    }));
});

describe('GetSumTimeList', () => {
  it('lists the slots of a day, a full one with 0 places', () =>
    verifyCall(
      {
        operationId: 'GetSumTimeList',
        given: providerState('daySlots', { date: DAY }),
        uponReceiving: 'a request for the slots of a personal day',
        body: { date_Time: DAY, type: 'person' },
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: [
            { sumtime_Code: like('01'), sumtime_Name: '08:00-09:00', person_Surplus: 0 },
            { sumtime_Code: like('02'), sumtime_Name: '09:00-10:00', person_Surplus: integer(4) },
            { sumtime_Code: like('03'), sumtime_Name: '10:00-11:00', person_Surplus: integer(2) },
          ],
        },
      },
      (result) => {
        const slots = dataOf(result);
        expect(slots.map((slot) => slot.sumtime_Name)).toEqual(['08:00-09:00', '09:00-10:00', '10:00-11:00']);
        expect(slots[0]?.person_Surplus).toBe(0);
      },
    ));

  it('hands over 系统异常！请联系管理员', () =>
    verifyBusinessFailure({
      operationId: 'GetSumTimeList',
      given: calendarUnavailable,
      uponReceiving: 'a request for the slots of a personal day while the calendar cannot be read',
      body: { date_Time: DAY, type: 'person' },
      returnMsg: '系统异常！请联系管理员',
    }));
});

const personOrderRequest = PERSON_ORDER_REQUEST;

const slotOpen = providerState('slotOpen', { date: DAY, ...SLOT });
/** The same submit went through a minute ago (past the server's 10 s repeat window) but its answer never arrived. */
const keyUsedBefore = providerState('keyUsedBefore', {
  openid: VISITOR.openid,
  clus_Code: personOrderRequest.clus_Code,
  date: DAY,
  sumtime_Name: SLOT.sumtime_Name,
  key: IDEMPOTENCY_KEY,
});

/** The created order of the success answer, its id as given (a matcher) and the rest as the request asked. */
function createdOrder(id: unknown) {
  return {
    ord: {
      id,
      idCard: VISITOR.idCard,
      name: VISITOR.name,
      tel: VISITOR.tel,
      type: 'person',
      state: 'S',
      created_Time: dateTimeLike('2026-11-22 09:30:00'),
      begin_Time: DAY,
      ...SLOT,
      clus_Name: '男士基础体检套餐',
      clus_Code: 'TC001',
      price: number(978),
      // The server adds linked items and its own prices, so only the kind of value is fixed.
      choose_comb_code: like(personOrderRequest.choose_comb_code),
    },
    uid: { name: VISITOR.name, idCard: VISITOR.idCard, tel: VISITOR.tel },
  };
}

describe('PersonOrderAdd', () => {
  it('creates an order awaiting payment and returns it whole', () =>
    verifyCall(
      {
        operationId: 'PersonOrderAdd',
        given: [
          slotOpen,
          providerState('registeredUser', {
            openid: VISITOR.openid,
            name: VISITOR.name,
            idcard: VISITOR.idCard,
            tel: VISITOR.tel,
          }),
        ],
        uponReceiving: 'a personal booking of TC001 with one extra item',
        body: personOrderRequest,
        headers: { 'Idempotency-Key': idempotencyKeyLike() },
        response: { success: true, returnMsg: like('预约成功'), returnData: createdOrder(like('PO2026112200017')) },
      },
      (result) => {
        const { ord, uid } = dataOf(result);
        expect(ord).toMatchObject({
          id: 'PO2026112200017',
          state: 'S',
          begin_Time: DAY,
          sumtime_Code: '02',
          price: 978,
        });
        expect(uid.idCard).toBe(VISITOR.idCard);
      },
    ));

  it('answers a submit resent with its Idempotency-Key with the order it booked', () =>
    verifyCall(
      {
        operationId: 'PersonOrderAdd',
        given: [slotOpen, keyUsedBefore],
        uponReceiving: 'a personal booking resent with the Idempotency-Key of one booked a minute ago',
        body: personOrderRequest,
        headers: { 'Idempotency-Key': IDEMPOTENCY_KEY },
        // Not the duplicate-booking refusal: the order of the first send, whose id the provider state gives.
        response: {
          success: true,
          returnMsg: like('预约成功'),
          returnData: createdOrder(MatchersV3.fromProviderState('${orderId}', 'PO2026112200017')),
        },
      },
      (result) => expect(dataOf(result).ord).toMatchObject({ id: 'PO2026112200017', state: 'S', begin_Time: DAY }),
    ));

  it('refuses the Idempotency-Key of a booking with another body', () =>
    verifyBusinessFailure({
      operationId: 'PersonOrderAdd',
      given: [slotOpen, keyUsedBefore],
      uponReceiving: 'a personal booking of another slot under the Idempotency-Key of one booked a minute ago',
      body: { ...personOrderRequest, sumtime_Code: '03', sumtime_Name: '10:00-11:00' },
      headers: { 'Idempotency-Key': IDEMPOTENCY_KEY },
      returnMsg: '重复提交的订单内容不一致，请返回重新提交',
    }));

  it('says the slot is full', () =>
    verifyBusinessFailure({
      operationId: 'PersonOrderAdd',
      given: providerState('slotFull', { date: DAY, ...SLOT }),
      uponReceiving: 'a personal booking of a slot with 0 places',
      body: personOrderRequest,
      returnMsg: '该时段已无号源！请选择其他时段',
    }));

  it('refuses a second active booking', () =>
    verifyBusinessFailure({
      operationId: 'PersonOrderAdd',
      given: [slotOpen, providerState('bookedThatDay', { idCard: VISITOR.idCard, type: 'person' })],
      uponReceiving: 'a personal booking by a person who already has one',
      body: personOrderRequest,
      returnMsg: '该体检人已有2026-12-05的健康体检预约，同一类体检每人只能保留一个未完成的预约，请完成或取消后再预约',
    }));

  it('refuses a woman booking a men’s package', () =>
    verifyBusinessFailure({
      operationId: 'PersonOrderAdd',
      given: slotOpen,
      uponReceiving: 'a personal booking of a men’s package with a woman’s ID',
      body: { ...personOrderRequest, name: '陈安娜', idCard: '440305199206180029', choose_comb_code: '', price: 598 },
      returnMsg: '身份信息与性别套餐不匹配',
    }));

  it('refuses a man booking a women’s package', () =>
    verifyBusinessFailure({
      operationId: 'PersonOrderAdd',
      given: slotOpen,
      uponReceiving: 'a personal booking of a women’s package with a man’s ID',
      body: {
        ...personOrderRequest,
        clus_Name: '女士基础体检套餐（未婚）',
        clus_Code: 'TC101',
        choose_comb_code: '',
        price: 720,
        marr_status: '1',
      },
      returnMsg: '请选择对应性别的套餐！',
    }));

  it('refuses an extra item that can only be added on site', () =>
    verifyBusinessFailure({
      operationId: 'PersonOrderAdd',
      given: [slotOpen, providerState('onSiteOnlyItem', { comb_code: '9907' })],
      uponReceiving: 'a personal booking with an on-site-only extra item',
      body: {
        ...personOrderRequest,
        choose_comb_code: '[{"comb_code":"9907","comb_name":"无痛胃镜","price":780,"act_price":720}]',
        price: 1318,
      },
      // Named by the provider's catalogue, so the visitor knows which item to drop.
      returnMsg: '无痛胃镜：该项目需要到现场增加',
    }));

  it('refuses a malformed phone number', () =>
    verifyBusinessFailure({
      operationId: 'PersonOrderAdd',
      given: slotOpen,
      uponReceiving: 'a personal booking with a phone that fails the format check',
      body: { ...personOrderRequest, tel: '12345678901' },
      returnMsg: '手机号码格式错误',
    }));

  it('refuses a total that differs from the server’s', () =>
    verifyBusinessFailure({
      operationId: 'PersonOrderAdd',
      given: slotOpen,
      uponReceiving: 'a personal booking whose total differs from the server’s',
      body: { ...personOrderRequest, price: 1 },
      returnMsg: '金额异常',
    }));
});

describe('GetTjLncList', () => {
  it('lists the companies', () =>
    verifyCall(
      {
        operationId: 'GetTjLncList',
        given: providerState('companies'),
        uponReceiving: 'a request for the companies',
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: eachLike({ lnc_Code: like('L0012'), lnc_Name: like('深圳华创科技有限公司') }),
        },
      },
      (result) => expect(dataOf(result)).toEqual([{ lnc_Code: 'L0012', lnc_Name: '深圳华创科技有限公司' }]),
    ));

  it('hands over 系统繁忙！请稍后再试', () =>
    verifyBusinessFailure({
      operationId: 'GetTjLncList',
      given: providerState('catalogueUnavailable'),
      uponReceiving: 'a request for the companies while they cannot be read',
      returnMsg: '系统繁忙！请稍后再试',
    }));
});

const teamLogin = { lnc_Code: 'L0012', idCard: VISITOR.idCard, tel: VISITOR.tel } as const;
const member = {
  idcard: VISITOR.idCard,
  tel: VISITOR.tel,
  lnc_Code: 'L0012',
  clus_code: 'TT001',
  wx_drprice: 500,
} as const;

describe('TeamLogin', () => {
  it('decodes the group member record', () =>
    verifyCall(
      {
        operationId: 'TeamLogin',
        given: providerState('groupMember', member),
        uponReceiving: 'a group login of a member',
        body: teamLogin,
        response: {
          success: true,
          returnMsg: okMessage('登录成功'),
          returnData: like(
            '[{"clus_code":"TT001","clus_name":"华创科技2026年度员工体检套餐","lnc_code":"L0012","lnc_name":"深圳华创科技有限公司","pat_name":"李明","idcard":"440305199003078913","tel":"13812345678","reg_no":"2611220031","wx_drprice":300}]',
          ),
        },
      },
      (result) => expect(dataOf(result)[0]).toMatchObject({ lnc_code: 'L0012', reg_no: '2611220031', wx_drprice: 300 }),
    ));

  it('asks for first-use binding when the ID number is bound to another phone', () =>
    verifyBusinessFailure({
      operationId: 'TeamLogin',
      given: providerState('groupMemberOtherPhone', { idcard: VISITOR.idCard, lnc_Code: 'L0012', tel: VISITOR.tel }),
      uponReceiving: 'a group login with a phone other than the bound one',
      body: teamLogin,
      returnMsg: '首次登录请填写姓名并获取验证码',
    }));

  it('asks the same of someone not on the company list', () =>
    verifyBusinessFailure({
      operationId: 'TeamLogin',
      given: providerState('notGroupMember', { idcard: VISITOR.idCard, lnc_Code: 'L0031' }),
      uponReceiving: 'a group login of someone not on the company list',
      body: { ...teamLogin, lnc_Code: 'L0031' },
      returnMsg: '首次登录请填写姓名并获取验证码',
    }));

  it('binds an unbound member with the roster name and the SMS code', () =>
    verifyCall(
      {
        operationId: 'TeamLogin',
        given: [
          providerState('groupMemberUnbound', { idcard: VISITOR.idCard, lnc_Code: 'L0012' }),
          providerState('smsCodeSent', { tel: VISITOR.tel, code: '482913' }),
        ],
        uponReceiving: 'a first group login with name and SMS code',
        body: { ...teamLogin, name: VISITOR.name, code: '482913' },
        response: {
          success: true,
          returnMsg: okMessage('登录成功'),
          returnData: like(
            '[{"clus_code":"TT001","clus_name":"华创科技2026年度员工体检套餐","lnc_code":"L0012","lnc_name":"深圳华创科技有限公司","pat_name":"李明","idcard":"440305199003078913","tel":"13812345678","reg_no":"2611220031","wx_drprice":500}]',
          ),
        },
      },
      (result) => expect(dataOf(result)[0]).toMatchObject({ lnc_code: 'L0012', tel: VISITOR.tel }),
    ));

  it('refuses a first login whose name is not on the roster', () =>
    verifyBusinessFailure({
      operationId: 'TeamLogin',
      given: [
        providerState('groupMemberUnbound', { idcard: VISITOR.idCard, lnc_Code: 'L0012' }),
        providerState('smsCodeSent', { tel: VISITOR.tel, code: '482913' }),
      ],
      uponReceiving: 'a first group login with a name other than the roster one',
      body: { ...teamLogin, name: '张三', code: '482913' },
      returnMsg: '未查询到您的团检信息，请联系单位负责人',
    }));

  it('refuses a malformed ID number', () =>
    verifyBusinessFailure({
      operationId: 'TeamLogin',
      given: providerState('companies'),
      uponReceiving: 'a group login with an ID number that fails the format check',
      body: { ...teamLogin, idCard: '44030519900307891' },
      returnMsg: '请输入正确的身份证件号',
    }));
});

describe('GetTeamSumList', () => {
  it('lists the group calendar with company and shared quotas', () =>
    verifyCall(
      {
        operationId: 'GetTeamSumList',
        given: providerState('teamCalendar', { lnccode: 'L0012', ...RANGE }),
        uponReceiving: 'a request for the group calendar of company L0012',
        body: { lnccode: 'L0012', ...RANGE },
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: eachLike({
            team_Date: dateLike('2026-12-01'),
            team_Flag: flagLike('F'),
            team_Sum: integer(50),
            team_Surplus: integer(12),
            spType: like('L0012'),
          }),
        },
      },
      (result) =>
        expect(dataOf(result)[0]).toMatchObject({ team_Date: '2026-12-01', spType: 'L0012', team_Surplus: 12 }),
    ));

  it('hands over 服务异常！请稍等', () =>
    verifyBusinessFailure({
      operationId: 'GetTeamSumList',
      given: calendarUnavailable,
      uponReceiving: 'a request for the group calendar while it cannot be read',
      body: { lnccode: 'L0012', ...RANGE },
      returnMsg: '服务异常！请稍等',
    }));
});

describe('GetTeamSumTimeList', () => {
  it('lists the slots of a group day', () =>
    verifyCall(
      {
        operationId: 'GetTeamSumTimeList',
        given: providerState('teamCalendar', { lnccode: 'L0012', ...RANGE }),
        uponReceiving: 'a request for the slots of a group day of company L0012',
        body: { date_Time: DAY, lnccode: 'L0012' },
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: eachLike({
            sumtime_Code: like('02'),
            sumtime_Name: like('09:00-10:00'),
            team_Surplus: integer(7),
          }),
        },
      },
      (result) =>
        expect(dataOf(result)[0]).toEqual({ sumtime_Code: '02', sumtime_Name: '09:00-10:00', team_Surplus: 7 }),
    ));

  it('hands over 系统异常！请联系管理员', () =>
    verifyBusinessFailure({
      operationId: 'GetTeamSumTimeList',
      given: calendarUnavailable,
      uponReceiving: 'a request for the slots of a group day while the calendar cannot be read',
      body: { date_Time: DAY, lnccode: 'total' },
      returnMsg: '系统异常！请联系管理员',
    }));
});

const teamOrderRequest = {
  openid: VISITOR.openid,
  name: VISITOR.name,
  tel: VISITOR.tel,
  idcard: VISITOR.idCard,
  clus_code: 'TT001',
  clus_name: '华创科技2026年度员工体检套餐',
  begin_time: DAY,
  lnc_Code: 'L0012',
  ...SLOT,
  company_Name: '深圳华创科技有限公司',
  regno: '2611220031',
  spType: 'L0012',
  choose_comb_code: '9263,2301',
} as const;

const groupSlotOpen = [providerState('groupMember', member), providerState('slotOpen', { date: DAY, ...SLOT })];

describe('TeamOrderAdd', () => {
  it('books a group check-up', () =>
    verifyCall(
      {
        operationId: 'TeamOrderAdd',
        given: groupSlotOpen,
        uponReceiving: 'a group booking with extras within the allowance',
        body: teamOrderRequest,
        headers: { 'Idempotency-Key': idempotencyKeyLike() },
        response: { success: true, returnMsg: like('预约成功') },
      },
      (result) => expect(result).toEqual({ ok: true, data: undefined, returnMsg: '预约成功' }),
    ));

  it('says the slot is full', () =>
    verifyBusinessFailure({
      operationId: 'TeamOrderAdd',
      given: [providerState('groupMember', member), providerState('slotFull', { date: DAY, ...SLOT })],
      uponReceiving: 'a group booking of a slot with 0 places',
      body: teamOrderRequest,
      returnMsg: '该时段已无号源！请选择其他时段',
    }));

  it('refuses missing member information', () =>
    verifyBusinessFailure({
      operationId: 'TeamOrderAdd',
      given: groupSlotOpen,
      uponReceiving: 'a group booking without the member’s registration number',
      body: { ...teamOrderRequest, regno: '' },
      returnMsg: '体检信息不能为空！',
    }));

  it('refuses a day outside the booking range', () =>
    verifyBusinessFailure({
      operationId: 'TeamOrderAdd',
      given: [providerState('groupMember', member), providerState('dateOutsideRange', { date: '2027-06-01' })],
      uponReceiving: 'a group booking of a day outside the booking range',
      body: { ...teamOrderRequest, begin_time: '2027-06-01' },
      returnMsg: '体检日期错误',
    }));

  it('refuses a second group booking', () =>
    verifyBusinessFailure({
      operationId: 'TeamOrderAdd',
      given: [...groupSlotOpen, providerState('bookedThatDay', { idCard: VISITOR.idCard, type: 'group' })],
      uponReceiving: 'a group booking by a member who already booked',
      body: teamOrderRequest,
      returnMsg: '您已预约过团检，请勿重复预约',
    }));

  it('refuses extras beyond the self-pay allowance', () =>
    verifyBusinessFailure({
      operationId: 'TeamOrderAdd',
      given: [
        providerState('groupMember', { ...member, wx_drprice: 0 }),
        providerState('slotOpen', { date: DAY, ...SLOT }),
      ],
      uponReceiving: 'a group booking with extras beyond the self-pay allowance',
      body: teamOrderRequest,
      returnMsg: '超出自费金额',
    }));
});

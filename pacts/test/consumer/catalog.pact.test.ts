/** Packages, package items, extra items, the booking questionnaire, recommendations and the notice. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { providerState } from '../../src/states';
import { okMessage, flagLike } from '../support/fixtures';
import { dataOf, verifyBusinessFailure, verifyCall } from '../support/harness';

const { like, eachLike, number, boolean } = MatchersV3;

const catalogue = providerState('catalogue');
const catalogueUnavailable = providerState('catalogueUnavailable');

const clusItem = {
  clus_code: like('TC001'),
  clus_name: like('男士基础体检套餐'),
  clus_note: like('血常规、肝功能、腹部彩超等18项'),
  price: number(680),
  jd_price: number(598),
  jd_flag: flagLike('T'),
  marr_status: MatchersV3.regex('^[012]$', '0'),
};

describe('GetClusItemList', () => {
  it('lists personal packages for men and women', () =>
    verifyCall(
      {
        operationId: 'GetClusItemList',
        given: catalogue,
        uponReceiving: 'a request for the personal packages',
        body: { clus_type: '3' },
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: {
            m: eachLike(clusItem),
            w: eachLike({ ...clusItem, clus_code: like('TC102'), marr_status: MatchersV3.regex('^[012]$', '2') }),
          },
        },
      },
      (result) => {
        const { m, w } = dataOf(result);
        expect(m[0]).toMatchObject({ clus_code: 'TC001', jd_flag: 'T', price: 680, jd_price: 598 });
        expect(w[0]?.marr_status).toBe('2');
      },
    ));

  it('lists the pre-employment (staff) packages', () =>
    verifyCall(
      {
        operationId: 'GetClusItemList',
        given: catalogue,
        uponReceiving: 'a request for the staff packages',
        body: { clus_type: '1' },
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: { m: eachLike(clusItem), w: eachLike(clusItem) },
        },
      },
      (result) => expect(dataOf(result).m).toHaveLength(1),
    ));

  it('gets empty lists when no package is configured', () =>
    verifyCall(
      {
        operationId: 'GetClusItemList',
        given: providerState('noPackages', { clus_type: 'staff' }),
        uponReceiving: 'a request for the staff packages when none is configured',
        body: { clus_type: '1' },
        response: { success: true, returnMsg: okMessage(), returnData: { m: [], w: [] } },
      },
      (result) => expect(dataOf(result)).toEqual({ m: [], w: [] }),
    ));

  it('hands over the server failure message', () =>
    verifyBusinessFailure({
      operationId: 'GetClusItemList',
      given: catalogueUnavailable,
      uponReceiving: 'a request for the personal packages while the catalogue cannot be read',
      body: { clus_type: '3' },
      returnMsg: '系统繁忙！请稍后再试',
    }));
});

describe('GetVehicleClusItem', () => {
  it('lists the driving-licence packages', () =>
    verifyCall(
      {
        operationId: 'GetVehicleClusItem',
        given: catalogue,
        uponReceiving: 'a request for the driving-licence packages',
        body: { clus_type: '2' },
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: eachLike({
            clus_Code: like('JZ001'),
            clus_Name: like('机动车驾驶人体检'),
            clus_Note: like('视力、辨色力、听力、四肢及躯干检查'),
            price: number(60),
          }),
        },
      },
      (result) =>
        expect(dataOf(result)[0]).toEqual({
          clus_Code: 'JZ001',
          clus_Name: '机动车驾驶人体检',
          clus_Note: '视力、辨色力、听力、四肢及躯干检查',
          price: 60,
        }),
    ));

  it('hands over the server failure message', () =>
    verifyBusinessFailure({
      operationId: 'GetVehicleClusItem',
      given: catalogueUnavailable,
      uponReceiving: 'a request for the driving-licence packages while the catalogue cannot be read',
      body: { clus_type: '2' },
      returnMsg: '系统繁忙！请稍后再试',
    }));
});

describe('GetItemCombList', () => {
  it('lists the items of a package in both spellings', () =>
    verifyCall(
      {
        operationId: 'GetItemCombList',
        given: catalogue,
        uponReceiving: 'a request for the items of package TC001',
        body: { comb_code: 'TC001' },
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: eachLike({
            comb_code: like('0101'),
            comb_name: like('血常规'),
            comb_Code: like('0101'),
            comb_Name: like('血常规'),
            comb_Price: number(25),
            note: like('检查贫血、感染等血液疾病'),
          }),
        },
      },
      (result) => expect(dataOf(result)[0]).toMatchObject({ comb_code: '0101', comb_Name: '血常规', comb_Price: 25 }),
    ));

  it('says 暂无项目数据 for an unknown package', () =>
    verifyBusinessFailure({
      operationId: 'GetItemCombList',
      given: providerState('unknownPackage', { comb_code: 'TC999' }),
      uponReceiving: 'a request for the items of an unknown package',
      body: { comb_code: 'TC999' },
      returnMsg: '暂无项目数据',
    }));
});

const QUESTIONS_TEXT =
  '[{"question_code":"Q01","question_name":"您是否吸烟？","type":"2","binding_code":"","answers":[{"result_code":"A0101","result_name":"是","result_el_code":"B01"},{"result_code":"A0102","result_name":"否","result_el_code":""}]},{"question_code":"Q02","question_name":"您每天吸烟多少支？","type":"1","binding_code":"B01","answers":[]}]';

describe('GetQuestionData', () => {
  it('decodes the questionnaire from its JSON text', () =>
    verifyCall(
      {
        operationId: 'GetQuestionData',
        given: providerState('questionnaire', { sex: '1' }),
        uponReceiving: 'a request for the questionnaire of a man',
        body: { sex: '1' },
        // JSON text: Pact can only match it as a string; the SDK validates the decoded shape.
        response: { success: true, returnMsg: okMessage(), returnData: like(QUESTIONS_TEXT) },
      },
      (result) => {
        const questions = dataOf(result);
        expect(questions.map((question) => question.question_code)).toEqual(['Q01', 'Q02']);
        expect(questions[1]?.binding_code).toBe(questions[0]?.answers[0]?.result_el_code);
      },
    ));

  it('hands over 数据获取异常！请联系管理员处理', () =>
    verifyBusinessFailure({
      operationId: 'GetQuestionData',
      given: providerState('questionnaireUnavailable'),
      uponReceiving: 'a request for the questionnaire while it cannot be read',
      body: { sex: '2' },
      returnMsg: '数据获取异常！请联系管理员处理',
    }));
});

describe('GetQuestionItemData', () => {
  const answers = { comb_code: 'A0101,A0302', sex: '1', age: 36, marriage: '2' } as const;

  it('recommends items for the answers', () =>
    verifyCall(
      {
        operationId: 'GetQuestionItemData',
        given: providerState('questionnaire', { sex: '1' }),
        uponReceiving: 'a request for items recommended from answers with age and marriage',
        body: answers,
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: eachLike({
            comb_code: like('9263'),
            comb_name: like('低剂量螺旋CT（胸部）'),
            price: number(380),
            note: like('肺部结节筛查'),
            note_bs1: like('长期吸烟者、40岁以上人群'),
            note_bs2: like('孕妇及备孕人群'),
            flag_code: like('1'),
            check_cls: like('05'),
            bt_name: like('影像检查'),
            his_code: like('H9263'),
            hisExecDepartCode: like('CT01'),
            result_codes: eachLike('A0302'),
          }),
        },
      },
      (result) =>
        expect(dataOf(result)[0]).toMatchObject({
          comb_code: '9263',
          price: 380,
          note_bs1: '长期吸烟者、40岁以上人群',
        }),
    ));

  it('says 暂无符合体检项目套餐 when nothing suits', () =>
    verifyBusinessFailure({
      operationId: 'GetQuestionItemData',
      given: providerState('noRecommendation', { comb_code: 'A0102' }),
      uponReceiving: 'a request for recommendations when nothing suits the answers',
      body: { comb_code: 'A0102', sex: '2' },
      returnMsg: '暂无符合体检项目套餐',
    }));

  it('hands over 获取套餐数据异常！', () =>
    verifyBusinessFailure({
      operationId: 'GetQuestionItemData',
      given: providerState('itemDataUnavailable'),
      uponReceiving: 'a request for recommendations while the item data cannot be read',
      body: answers,
      returnMsg: '获取套餐数据异常！',
    }));
});

describe('AddClusItem', () => {
  const addItem = {
    id: like('9263'),
    text: like('低剂量螺旋CT（胸部）'),
    comb_code: like('9263'),
    comb_name: like('低剂量螺旋CT（胸部）'),
    price: number(380),
    act_price: number(380),
    note: like('肺部结节筛查'),
    cxf_flag: flagLike('F'),
    checkflag: boolean(false),
    sex_scope: MatchersV3.regex('^[012]$', '0'),
  };

  it('lists the extra-item categories (legacy empty payload)', () =>
    verifyCall(
      {
        operationId: 'AddClusItem',
        given: catalogue,
        uponReceiving: 'a request for the extra-item categories',
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: eachLike({ cls_code: like('05'), text: like('影像检查'), children: eachLike(addItem) }),
        },
      },
      (result) =>
        expect(dataOf(result)[0]?.children[0]).toMatchObject({ comb_code: '9263', cxf_flag: 'F', checkflag: false }),
    ));

  it('marks the items already in a package', () =>
    verifyCall(
      {
        operationId: 'AddClusItem',
        given: catalogue,
        uponReceiving: 'a request for the extra-item categories of package TC001',
        body: { clus_code: 'TC001' },
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: eachLike({
            cls_code: like('05'),
            text: like('影像检查'),
            children: eachLike({ ...addItem, checkflag: boolean(true) }),
          }),
        },
      },
      (result) => expect(dataOf(result)[0]?.children[0]?.checkflag).toBe(true),
    ));

  // The spec's two add-item toasts: a load the catalogue refused, and one it never answered. One state each, so a
  // provider can tell which answer is expected.
  it.each([
    ['加载数据失败！', catalogueUnavailable],
    ['系统异常！', providerState('catalogueTimeout')],
  ] as const)('hands over %s', (returnMsg, given) =>
    verifyBusinessFailure({
      operationId: 'AddClusItem',
      given,
      uponReceiving: `a request for the extra-item categories answered ${returnMsg}`,
      returnMsg,
    }),
  );
});

describe('GetNoticeInfo', () => {
  it('gets the notice HTML', () =>
    verifyCall(
      {
        operationId: 'GetNoticeInfo',
        given: providerState('notice', { titleName: '体检须知' }),
        uponReceiving: 'a request for the notice 体检须知',
        body: { titleName: '体检须知' },
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: { content: like('<h3>体检须知</h3><p>1. 体检前一天请清淡饮食，晚上10点后禁食。</p>') },
        },
      },
      (result) => expect(dataOf(result).content).toContain('体检须知'),
    ));

  it('says 加载失败，请联系工作人员！ for an unknown title', () =>
    verifyBusinessFailure({
      operationId: 'GetNoticeInfo',
      given: providerState('noNotice', { titleName: '不存在的公告' }),
      uponReceiving: 'a request for a notice that does not exist',
      body: { titleName: '不存在的公告' },
      returnMsg: '加载失败，请联系工作人员！',
    }));
});

import type { Schemas } from '@checkup/sdk';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessFailure, networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { sampleAddItemTree } from '../extras/testing/addItemTree';
import { femaleInfo, maleInfo, sampleAnswers, sampleItems, sampleQuestions } from './testing/questionFixtures';
import type { QuestionInfo } from '../../session/values';
import { Component as QuestionResult } from './RecommendedItemsScreen';

const clus = (code: string, name: string): Schemas['ClusItem'] => ({
  clus_code: code,
  clus_name: name,
  clus_note: '',
  price: 399,
  jd_price: 399,
  jd_flag: 'F',
  marr_status: '0',
});
const packages: Schemas['ClusItemLists'] = {
  m: [clus('P1001', '男士基础体检套餐')],
  w: [clus('P2001', '女士基础体检套餐')],
};

/** The base package's add-item tree: the sample one with 0505 offered too. */
function treeWith(...extra: Schemas['AddItem'][]): Schemas['AddItemCategory'][] {
  return sampleAddItemTree().map((category) =>
    category.cls_code === '05' ? { ...category, children: [...category.children, ...extra] } : category,
  );
}
const lipids: Schemas['AddItem'] = {
  id: '0505',
  text: '血脂（四项）',
  comb_code: '0505',
  comb_name: '血脂（四项）',
  price: 40,
  act_price: 40,
  note: '',
  cxf_flag: 'F',
  checkflag: false,
  sex_scope: '0',
};

function open(handlers: Handlers = {}, info: QuestionInfo = maleInfo) {
  return renderRoute(QuestionResult, {
    path: '/questionResult',
    session: (session) => {
      session.questionInfo.set(info);
      session.answers.set(sampleAnswers);
    },
    config: { onSiteOnlyCodes: ['2308'] },
    handlers: {
      GetQuestionItemData: () => ok(sampleItems),
      GetClusItemList: () => ok(packages),
      GetQuestionData: () => ok(sampleQuestions),
      AddClusItem: () => ok(treeWith(lipids)),
      ...handlers,
    },
  });
}

describe('/questionResult', () => {
  it('asks for items by the chosen answer codes, sex, age and marriage and shows who they suit', async () => {
    const { call } = open({}, femaleInfo);
    const ct = await screen.findByRole('region', { name: /低剂量螺旋CT/ });
    expect(call).toHaveBeenCalledWith(
      'GetQuestionItemData',
      { comb_code: '3-2,4-2,6-2,6-3', sex: '2', age: 34, marriage: '2' },
      expect.anything(),
    );
    expect(call).toHaveBeenCalledWith('GetClusItemList', { clus_type: '3' }, expect.anything());
    expect(ct).toHaveTextContent('适宜人群：吸烟或长期接触油烟、粉尘者');
    expect(ct).toHaveTextContent('不适宜人群：孕妇及备孕者');
    expect(ct).toHaveTextContent('380.00');
    expect(screen.getByRole('region', { name: /血脂/ })).not.toHaveTextContent('不适宜人群');
    expect(screen.getByText('女士基础体检套餐')).toBeInTheDocument();
  });

  it('books: keeps the base package as a personalised check-up and the items as extras, then adds items', async () => {
    const { session } = open();
    await userEvent.click(await screen.findByRole('button', { name: '选择项目去预约' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/addClusItem?types=question');
    expect(session.package.get()).toMatchObject({ clus_Code: 'P1001', PersonalSpan: 'question', sex: '1' });
    // The CT with its linked companion 2306, as the server prices it.
    expect(session.chosenItems.get()?.clusOut.map((item) => item.comb_code)).toEqual(['9263', '2306', '0505']);
    expect(session.chosenItems.get()?.totalPrice).toBe(420);
    expect(session.itemList.get()).toEqual(sampleItems);
  });

  it('tells why each item is recommended and what the chosen ones cost with their companions', async () => {
    const { call } = open();
    const ct = await screen.findByRole('region', { name: /低剂量螺旋CT/ });
    expect(call).toHaveBeenCalledWith('AddClusItem', { clus_code: 'P1001' }, expect.anything());
    expect(ct).toHaveTextContent('推荐原因：吸烟（您是否吸烟？）；10-20 支（您每天大约吸烟多少支？）');
    expect(screen.getByRole('region', { name: /血脂/ })).toHaveTextContent(
      '推荐原因：高油脂（您的饮食习惯有哪些？（可多选））',
    );
    const total = screen.getByText('已选推荐项目合计').closest('li');
    expect(total).toHaveTextContent('420.00');
    expect(total).toHaveTextContent('含配套项目：影像胶片及数字存档');
  });

  it('leaves out items the base package holds, and lists an on-site-only item without choosing it', async () => {
    const inPackage = { ...lipids, checkflag: true };
    const mri = { ...sampleItems[1]!, comb_code: '2308', comb_name: '头颅磁共振平扫（MRI）', price: 680 };
    const { session } = open({
      GetQuestionItemData: () => ok([...sampleItems, mri]),
      AddClusItem: () => ok(treeWith(inPackage)),
    });
    const card = await screen.findByRole('region', { name: /头颅磁共振/ });
    expect(card).toHaveTextContent('头颅磁共振平扫（MRI）：该项目需要到现场增加');
    expect(screen.queryByRole('region', { name: /血脂/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '选择项目去预约' }));
    expect(session.chosenItems.get()?.clusOut.map((item) => item.comb_code)).toEqual(['9263', '2306']);
  });

  it("opens an item's details", async () => {
    open();
    const ct = await screen.findByRole('region', { name: /低剂量螺旋CT/ });
    await userEvent.click(within(ct).getByRole('button', { name: '项目详情' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/questionDetails?code=9263');
  });

  it.each([
    [
      '暂无符合体检项目套餐 when nothing fits',
      { GetQuestionItemData: () => businessFailure('暂无符合体检项目套餐') },
      '暂无符合体检项目套餐',
    ],
    ['暂无符合体检项目套餐 for an empty list', { GetQuestionItemData: () => ok([]) }, '暂无符合体检项目套餐'],
    [
      '数据获取异常！请联系管理员处理 when the items are refused',
      { GetQuestionItemData: () => businessFailure('参数错误') },
      '数据获取异常！请联系管理员处理',
    ],
    [
      '获取套餐数据异常！ when the packages are refused',
      { GetClusItemList: () => businessFailure('查询失败') },
      '获取套餐数据异常！',
    ],
    [
      '获取套餐数据异常！ without a fitting package',
      { GetClusItemList: () => ok({ m: [], w: [] }) },
      '获取套餐数据异常！',
    ],
    ['网络繁忙~请稍后再试 without an answer', { GetQuestionItemData: () => networkFailure() }, '网络繁忙~请稍后再试'],
  ] as [string, Handlers, string][])('says %s', async (_, handlers, message) => {
    open(handlers);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '选择项目去预约' })).not.toBeInTheDocument();
  });

  it('tries again after a failure', async () => {
    let calls = 0;
    open({ GetClusItemList: () => (++calls === 1 ? networkFailure() : ok(packages)) });
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '选择项目去预约' })).toBeInTheDocument();
  });
});

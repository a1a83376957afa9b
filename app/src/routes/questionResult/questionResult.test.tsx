import type { Schemas } from '@checkup/sdk';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessFailure, networkFailure, ok, type Handlers } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { femaleInfo, maleInfo, sampleAnswers, sampleItems } from '../../personalised/testing/questionFixtures';
import type { QuestionInfo } from '../../session/values';
import { Component as QuestionResult } from './questionResult';

const clus = (code: string, name: string): Schemas['ClusItem'] => ({
  clus_code: code, clus_name: name, clus_note: '', price: 399, jd_price: 399, jd_flag: 'F', marr_status: '0',
});
const packages: Schemas['ClusItemLists'] = { m: [clus('P1001', '男士基础体检套餐')], w: [clus('P2001', '女士基础体检套餐')] };

function open(handlers: Handlers = {}, info: QuestionInfo = maleInfo) {
  return renderRoute(QuestionResult, {
    path: '/questionResult',
    session: (session) => {
      session.questionInfo.set(info);
      session.answers.set(sampleAnswers);
    },
    handlers: { GetQuestionItemData: () => ok(sampleItems), GetClusItemList: () => ok(packages), ...handlers },
  });
}

describe('/questionResult', () => {
  it('asks for items by the chosen answer codes, sex, age and marriage and shows who they suit', async () => {
    const { call } = open({}, femaleInfo);
    const ct = await screen.findByRole('region', { name: /低剂量螺旋CT/ });
    expect(call).toHaveBeenCalledWith('GetQuestionItemData', { comb_code: '3-2,4-2,6-2,6-3', sex: '2', age: 34, marriage: '2' }, expect.anything());
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
    expect(session.chosenItems.get()?.clusOut.map((item) => item.comb_code)).toEqual(['9263', '0505']);
    expect(session.itemList.get()).toEqual(sampleItems);
  });

  it("opens an item's details", async () => {
    open();
    const ct = await screen.findByRole('region', { name: /低剂量螺旋CT/ });
    await userEvent.click(within(ct).getByRole('button', { name: '项目详情' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/questionDetails?code=9263');
  });

  it.each([
    ['暂无符合体检项目套餐 when nothing fits', { GetQuestionItemData: () => businessFailure('暂无符合体检项目套餐') }, '暂无符合体检项目套餐'],
    ['暂无符合体检项目套餐 for an empty list', { GetQuestionItemData: () => ok([]) }, '暂无符合体检项目套餐'],
    ['数据获取异常！请联系管理员处理 when the items are refused', { GetQuestionItemData: () => businessFailure('参数错误') }, '数据获取异常！请联系管理员处理'],
    ['获取套餐数据异常！ when the packages are refused', { GetClusItemList: () => businessFailure('查询失败') }, '获取套餐数据异常！'],
    ['获取套餐数据异常！ without a fitting package', { GetClusItemList: () => ok({ m: [], w: [] }) }, '获取套餐数据异常！'],
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

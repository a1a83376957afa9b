/**
 * The recommended items of the personalised flow and the way from them to a booking (orders-reports-access.md §2:
 * "recommended items … then the add-item screen"): the base package the extras are added to, and the recommended
 * items as the preselected extras.
 */
import type { CheckupClient, Schemas } from '@checkup/sdk';
import { fenToYuan, parseYuan, sumFen } from '@checkup/sdk/rules';
import { personalisedMessages } from '../messages';
import { CLUS_TYPE, fromClusItem, toStoredPackage } from '../routes/packages/packageLists';
import type { QuestionInfo, StoredPackage } from '../session/values';
import { flowFailure } from './failure';
import { chosenAnswerCodes } from './questions';

/**
 * The personal package the recommended items are added to: the first of the visitor's sex that fits the marital
 * status (packages for anyone, or for the visitor's status), booked as a personalised (`question`) check-up.
 */
export function basePackageFor(lists: Schemas['ClusItemLists'], info: Pick<QuestionInfo, 'sex' | 'maritalStatus'>): StoredPackage | undefined {
  const offered = info.sex === '1' ? lists.m : lists.w;
  const fitting = offered.find((pkg) => pkg.marr_status === '0' || pkg.marr_status === info.maritalStatus);
  return fitting && { ...toStoredPackage(fromClusItem(fitting), info.sex, 'person'), PersonalSpan: 'question' };
}

/** The recommended items as chosen extras (the add-item screen preselects them; it charges the tree's act_price). */
export function extrasOf(items: readonly Schemas['RecommendedItem'][]): Schemas['ChosenExtras'] {
  return {
    totalPrice: fenToYuan(sumFen(items.map((item) => parseYuan(item.price)))),
    clusOut: items.map((item) => ({ comb_code: item.comb_code, comb_name: item.comb_name, price: item.price, act_price: item.price })),
  };
}

/** What /questionResult shows: the items and their base package, no fitting item, or why it could not be read. */
export type Recommendation =
  | { status: 'ok'; items: Schemas['RecommendedItem'][]; pkg: StoredPackage }
  | { status: 'empty' }
  | { status: 'failed'; message: string };

/**
 * Reads the recommended items (GetQuestionItemData with the chosen answer codes, sex, age and marriage) and the
 * personal packages (GetClusItemList) together. The server's 暂无符合体检项目套餐 (or an empty list) is `empty`;
 * another refusal of the items is 数据获取异常！请联系管理员处理, of the packages (or no fitting package)
 * 获取套餐数据异常！; no answer is 网络繁忙~请稍后再试.
 */
export async function loadRecommendation(
  api: CheckupClient,
  info: QuestionInfo,
  answers: readonly Schemas['AnswerRecord'][],
  signal: AbortSignal,
): Promise<Recommendation> {
  const [items, packages] = await Promise.all([
    api.call('GetQuestionItemData', { comb_code: chosenAnswerCodes(answers), sex: info.sex, age: info.age, marriage: info.maritalStatus }, { signal }),
    api.call('GetClusItemList', { clus_type: CLUS_TYPE.person }, { signal }),
  ]);
  if (!items.ok) {
    if (items.error.kind === 'business' && items.error.returnMsg === personalisedMessages.noPackage) return { status: 'empty' };
    return { status: 'failed', message: flowFailure(items.error, personalisedMessages.dataFailed) };
  }
  if (items.data.length === 0) return { status: 'empty' };
  if (!packages.ok) return { status: 'failed', message: flowFailure(packages.error, personalisedMessages.packageFailed) };
  const pkg = basePackageFor(packages.data, info);
  return pkg ? { status: 'ok', items: items.data, pkg } : { status: 'failed', message: personalisedMessages.packageFailed };
}

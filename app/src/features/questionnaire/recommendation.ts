/**
 * The recommended items of the personalised flow and the way from them to a booking (docs/product/orders-reports-access.md §2:
 * "recommended items … then the add-item screen"): the base package the extras are added to, the recommended items
 * the package does not already hold, why each is recommended, and which of them start chosen.
 */
import type { CheckupClient, Schemas } from '@checkup/sdk';
import { selectionOf, toChosenExtras } from '../extras/extrasRules';
import { treeForPackageSex } from '../extras/itemSex';
import { indexItems, type LinkableItem } from '../extras/linkedItems';
import { personalisedMessages } from '../../messages';
import { CLUS_TYPE, fromClusItem, toStoredPackage } from '../booking/packageLists';
import type { QuestionInfo, StoredPackage } from '../../session/values';
import { flowFailure } from '../../shared/failureMessages';
import { chosenAnswerCodes } from './questions';

/**
 * The personal package the recommended items are added to: the first of the visitor's sex that fits the marital
 * status (packages for anyone, or for the visitor's status), booked as a personalised (`question`) check-up.
 */
export function basePackageFor(
  lists: Schemas['ClusItemLists'],
  info: Pick<QuestionInfo, 'sex' | 'maritalStatus'>,
): StoredPackage | undefined {
  const offered = info.sex === '1' ? lists.m : lists.w;
  const fitting = offered.find((pkg) => pkg.marr_status === '0' || pkg.marr_status === info.maritalStatus);
  return fitting && { ...toStoredPackage(fromClusItem(fitting), info.sex, 'person'), PersonalSpan: 'question' };
}

/** A recommended item as /questionResult shows it. */
export interface RecommendedEntry {
  item: Schemas['RecommendedItem'];
  /** The chosen answers behind it, in words: 吸烟（您是否吸烟？）. */
  reasons: string[];
  /** It can only be added at the centre: listed, never chosen in advance. */
  onSiteOnly: boolean;
}

/** The answers `codes` name, each as 答案（问题）; codes of no listed question are left out. */
export function answerReasons(codes: readonly string[], questions: readonly Schemas['Question'][]): string[] {
  return codes.flatMap((code) => {
    const question = questions.find((candidate) => candidate.answers.some((answer) => answer.result_code === code));
    const answer = question?.answers.find((candidate) => candidate.result_code === code);
    return question && answer ? [`${answer.result_name}（${question.question_name}）`] : [];
  });
}

/**
 * The recommended items the base package's add-item tree offers and does not already hold, and the extras they come
 * to when chosen through the add-item rules (docs/adr/0042): linked items bring their companions, on-site-only items
 * are not chosen. What the visitor is shown as their total is then what the server charges.
 */
export function planRecommendation(
  items: readonly Schemas['RecommendedItem'][],
  tree: readonly Schemas['AddItemCategory'][],
  onSiteOnlyCodes: ReadonlySet<string>,
  questions: readonly Schemas['Question'][],
): { entries: RecommendedEntry[]; extras: Schemas['ChosenExtras']; companions: string[] } {
  const offered = indexItems(tree);
  const kept = items.filter((item) => offered.get(item.comb_code)?.item.checkflag === false);
  const selection = selectionOf(
    kept.map((item) => item.comb_code),
    { onSiteOnlyCodes, items: offered },
  );
  const chosen = [...selection].flatMap((code) => itemOf(offered.get(code)));
  const recommended = new Set(kept.map((item) => item.comb_code));
  return {
    entries: kept.map((item) => ({
      item,
      reasons: answerReasons(item.result_codes, questions),
      onSiteOnly: onSiteOnlyCodes.has(item.comb_code),
    })),
    extras: toChosenExtras(chosen),
    companions: chosen.filter((item) => !recommended.has(item.comb_code)).map((item) => item.comb_name),
  };
}

function itemOf(offered: LinkableItem | undefined): Schemas['AddItem'][] {
  return offered ? [offered.item] : [];
}

/** What /questionResult shows: the items and their base package, no fitting item, or why it could not be read. */
export type Recommendation =
  | ({ status: 'ok'; items: Schemas['RecommendedItem'][]; pkg: StoredPackage } & ReturnType<typeof planRecommendation>)
  | { status: 'empty' }
  | { status: 'failed'; message: string };

/**
 * Reads the recommended items (GetQuestionItemData with the chosen answer codes, sex, age and marriage), the personal
 * packages (GetClusItemList) and the questions (GetQuestionData, for the reasons in words) together, then the base
 * package's add-item tree (AddClusItem). The server's 暂无符合体检项目套餐, an empty list, or no item the package lacks is
 * `empty`; another refusal of the items or the tree is 数据获取异常！请联系管理员处理, of the packages (or no fitting
 * package) 获取套餐数据异常！; no answer is 网络繁忙~请稍后再试. Without the questions the reasons are left out.
 */
export async function loadRecommendation(
  api: CheckupClient,
  info: QuestionInfo,
  answers: readonly Schemas['AnswerRecord'][],
  onSiteOnlyCodes: ReadonlySet<string>,
  signal: AbortSignal,
): Promise<Recommendation> {
  const [items, packages, questions] = await Promise.all([
    api.call(
      'GetQuestionItemData',
      { comb_code: chosenAnswerCodes(answers), sex: info.sex, age: info.age, marriage: info.maritalStatus },
      { signal },
    ),
    api.call('GetClusItemList', { clus_type: CLUS_TYPE.person }, { signal }),
    api.call('GetQuestionData', { sex: info.sex }, { signal }),
  ]);
  if (!items.ok) {
    if (items.error.kind === 'business' && items.error.returnMsg === personalisedMessages.noPackage)
      return { status: 'empty' };
    return { status: 'failed', message: flowFailure(items.error, personalisedMessages.dataFailed) };
  }
  if (items.data.length === 0) return { status: 'empty' };
  if (!packages.ok)
    return { status: 'failed', message: flowFailure(packages.error, personalisedMessages.packageFailed) };
  const pkg = basePackageFor(packages.data, info);
  if (!pkg) return { status: 'failed', message: personalisedMessages.packageFailed };
  const tree = await api.call('AddClusItem', { clus_code: pkg.clus_Code }, { signal });
  if (!tree.ok) return { status: 'failed', message: flowFailure(tree.error, personalisedMessages.dataFailed) };
  const plan = planRecommendation(
    items.data,
    treeForPackageSex(tree.data, pkg.sex),
    onSiteOnlyCodes,
    questions.ok ? questions.data : [],
  );
  return plan.entries.length === 0 ? { status: 'empty' } : { status: 'ok', items: items.data, pkg, ...plan };
}

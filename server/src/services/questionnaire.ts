/** The health questionnaire and the items its answers recommend. */
import type { components } from '@checkup/sdk/schema';
import type { ServiceContext } from './context';
import { ensure } from './errors';
import { yuan } from './wire';

type S = components['schemas'];

const NO_RECOMMENDATION_MESSAGE = '暂无符合体检项目套餐';
/** Category of gynaecological items, left out for unmarried women. */
const GYNAECOLOGY_CLS = '12';

/** GetQuestionData: the 19 questions; for men (sex '1') without the female section (ids 13-16). */
export async function listQuestions(ctx: ServiceContext, sex: S['PersonSex']): Promise<S['Question'][]> {
  const rows = await ctx.db
    .selectFrom('questions')
    .selectAll()
    .$if(sex === '1', (qb) => qb.where('sex_scope', '!=', 2))
    .$if(sex === '2', (qb) => qb.where('sex_scope', '!=', 1))
    .orderBy('id')
    .execute();
  return rows.map((q) => ({
    question_code: q.question_code,
    question_name: q.question_name,
    type: String(q.type) as S['QuestionType'],
    binding_code: q.binding_code,
    answers: q.answers,
  }));
}

/**
 * GetQuestionItemData: items recommended by the answers. `comb_code` is the chosen answer codes (result_code),
 * comma-joined; recommendations are stored per answer code, with the answer's recommendation tag as flag_code.
 * Each item names the chosen answers that recommend it (result_codes). Items for the other sex, above the age, or
 * gynaecological for the unmarried are left out.
 * BusinessError 暂无符合体检项目套餐 when nothing fits.
 */
export async function recommendItems(
  ctx: ServiceContext,
  req: S['GetQuestionItemDataRequest'],
): Promise<S['RecommendedItem'][]> {
  const answerCodes = [
    ...new Set(
      req.comb_code
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
  ensure(answerCodes.length > 0, NO_RECOMMENDATION_MESSAGE);
  const sex = Number(req.sex);
  const rows = await ctx.db
    .selectFrom('recommendations as r')
    .innerJoin('items as i', 'i.comb_code', 'r.comb_code')
    .innerJoin('item_categories as c', 'c.cls_code', 'i.cls_code')
    .select([
      'r.el_code',
      'r.flag_code',
      'r.note_bs1',
      'r.note_bs2',
      'i.comb_code',
      'i.comb_name',
      'i.act_price_fen',
      'i.note',
      'i.cls_code',
      'c.cls_name',
    ])
    .where('r.el_code', 'in', answerCodes)
    .where('r.sex_scope', 'in', [0, sex])
    .where('r.min_age', '<=', req.age ?? 0)
    .$if(req.marriage === '1', (qb) => qb.where('i.cls_code', '!=', GYNAECOLOGY_CLS))
    .orderBy('i.sort')
    .execute();
  const byItem = new Map<string, S['RecommendedItem']>();
  for (const r of rows) {
    const seen = byItem.get(r.comb_code);
    if (seen) {
      seen.flag_code = joinUnique(seen.flag_code, r.flag_code, ',');
      seen.note_bs1 = joinUnique(seen.note_bs1, r.note_bs1, '；');
      seen.note_bs2 = joinUnique(seen.note_bs2, r.note_bs2, '；');
      if (!seen.result_codes.includes(r.el_code)) seen.result_codes.push(r.el_code);
      continue;
    }
    byItem.set(r.comb_code, {
      comb_code: r.comb_code,
      comb_name: r.comb_name,
      // What booking it as an extra costs (act_price): the result page must not promise the list price.
      price: yuan(r.act_price_fen),
      note: r.note,
      note_bs1: r.note_bs1,
      note_bs2: r.note_bs2,
      flag_code: r.flag_code,
      check_cls: r.cls_code,
      bt_name: r.cls_name,
      his_code: r.comb_code,
      hisExecDepartCode: `KS${r.cls_code}`,
      result_codes: [r.el_code],
    });
  }
  ensure(byItem.size > 0, NO_RECOMMENDATION_MESSAGE);
  return [...byItem.values()];
}

function joinUnique(current: string, next: string, separator: string): string {
  if (next === '' || current.split(separator).includes(next)) return current;
  return current === '' ? next : `${current}${separator}${next}`;
}

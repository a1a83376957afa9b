/**
 * The 19-question health questionnaire (GetQuestionData). Questions 13-16 are the female section, dropped for men.
 * As the contract has it, a follow-up's binding_code equals the result_el_code of the answer that opens it (so
 * result_el_code is '' on every other answer). Each answer may also carry a recommendation tag: the items its tag
 * recommends are stored per answer code (recommendations.el_code = result_code, flag_code = the tag), which is what
 * GetQuestionItemData's comb_code (the chosen answer codes) is matched against.
 */
import type { QuestionAnswer } from '../schema';

interface QuestionSeed {
  id: number;
  name: string;
  type: 1 | 2 | 3;
  binding?: string;
  femaleOnly?: true;
  /** [answer text, recommendation tag ('' none), binding code of the follow-up it opens]. */
  answers?: readonly AnswerSeed[];
}

type AnswerSeed = readonly [name: string, tag: string, opens?: string];

/** Binding codes of the follow-up questions 4 and 14. */
const SMOKING_AMOUNT = 'B04';
const CERVICAL_SCREENING = 'B14';

const Q: readonly QuestionSeed[] = [
  {
    id: 1,
    name: '您的年龄段是？',
    type: 2,
    answers: [
      ['18-35 岁', 'AGE1'],
      ['36-45 岁', 'AGE2'],
      ['46-60 岁', 'AGE3'],
      ['60 岁以上', 'AGE4'],
    ],
  },
  { id: 2, name: '您的身高（cm）和体重（kg）分别是多少？', type: 1 },
  {
    id: 3,
    name: '您是否吸烟？',
    type: 2,
    answers: [
      ['不吸烟', ''],
      ['吸烟', 'SMOKE', SMOKING_AMOUNT],
      ['已戒烟', 'SMOKE'],
    ],
  },
  {
    id: 4,
    name: '您每天大约吸烟多少支？',
    type: 2,
    binding: SMOKING_AMOUNT,
    answers: [
      ['10 支以下', 'SMOKE'],
      ['10-20 支', 'SMOKE_H'],
      ['20 支以上', 'SMOKE_H'],
    ],
  },
  {
    id: 5,
    name: '您是否饮酒？',
    type: 2,
    answers: [
      ['不饮酒', ''],
      ['偶尔饮酒', 'DRINK'],
      ['经常饮酒', 'DRINK_H'],
    ],
  },
  {
    id: 6,
    name: '您的饮食习惯有哪些？（可多选）',
    type: 3,
    answers: [
      ['无', ''],
      ['高盐', 'BP'],
      ['高油脂', 'LIPID'],
      ['高糖', 'GLU'],
      ['常吃腌制、烟熏食品', 'GI'],
    ],
  },
  {
    id: 7,
    name: '您每周运动几次（每次 30 分钟以上）？',
    type: 2,
    answers: [
      ['几乎不运动', 'LIPID'],
      ['1-2 次', ''],
      ['3 次及以上', ''],
    ],
  },
  {
    id: 8,
    name: '您是否患有以下慢性疾病？（可多选）',
    type: 3,
    answers: [
      ['无', ''],
      ['高血压', 'BP'],
      ['糖尿病', 'GLU'],
      ['高血脂', 'LIPID'],
      ['甲状腺疾病', 'THY'],
    ],
  },
  {
    id: 9,
    name: '您的直系亲属是否患有以下疾病？（可多选）',
    type: 3,
    answers: [
      ['无', ''],
      ['胃癌或肠癌', 'GI'],
      ['肺癌', 'LUNG'],
      ['肝癌', 'LIVER'],
      ['乳腺癌', 'BREAST'],
    ],
  },
  {
    id: 10,
    name: '您近半年是否有以下消化道症状？（可多选）',
    type: 3,
    answers: [
      ['无', ''],
      ['反酸、烧心', 'HP'],
      ['腹痛、腹胀', 'GI'],
      ['大便习惯改变或便血', 'GI'],
    ],
  },
  {
    id: 11,
    name: '您是否经常感到颈部不适或心慌、手抖？',
    type: 2,
    answers: [
      ['否', ''],
      ['是', 'THY'],
    ],
  },
  {
    id: 12,
    name: '您近期是否有咳嗽、胸闷等呼吸道症状？',
    type: 2,
    answers: [
      ['否', ''],
      ['是', 'LUNG'],
    ],
  },
  {
    id: 13,
    name: '您是否已婚或有性生活史？',
    type: 2,
    femaleOnly: true,
    answers: [
      ['否', ''],
      ['是', 'GYN', CERVICAL_SCREENING],
    ],
  },
  {
    id: 14,
    name: '您上一次宫颈癌筛查（TCT/HPV）是什么时候？',
    type: 2,
    femaleOnly: true,
    binding: CERVICAL_SCREENING,
    answers: [
      ['从未做过', 'GYN'],
      ['3 年以上', 'GYN'],
      ['3 年以内', ''],
    ],
  },
  {
    id: 15,
    name: '您是否有乳房胀痛、触及肿块等情况？',
    type: 2,
    femaleOnly: true,
    answers: [
      ['否', ''],
      ['是', 'BREAST'],
    ],
  },
  {
    id: 16,
    name: '您的月经周期是否规律？',
    type: 2,
    femaleOnly: true,
    answers: [
      ['规律', ''],
      ['不规律', 'GYN'],
      ['已绝经', 'BONE'],
    ],
  },
  {
    id: 17,
    name: '您是否经常熬夜或感到压力大？',
    type: 2,
    answers: [
      ['否', ''],
      ['是', 'THY'],
    ],
  },
  {
    id: 18,
    name: '您是否有腰背酸痛或身高变矮的情况？',
    type: 2,
    answers: [
      ['否', ''],
      ['是', 'BONE'],
    ],
  },
  { id: 19, name: '您还有其他希望重点检查的方面吗？', type: 1 },
];

const answerCode = (questionId: number, index: number): string => `${questionId}-${index + 1}`;

/** Rows for the questions table: question_code is the id as text, answers coded `<id>-<n>`. */
export const QUESTIONS = Q.map((q) => ({
  id: q.id,
  question_code: String(q.id),
  question_name: q.name,
  type: q.type,
  binding_code: q.binding ?? '',
  sex_scope: q.femaleOnly ? 2 : 0,
  answers: (q.answers ?? []).map(([name, , opens], index): QuestionAnswer => ({
    result_code: answerCode(q.id, index),
    result_name: name,
    result_el_code: opens ?? '',
  })),
}));

/** Items each recommendation tag stands for. sex 0 anyone, 1 men, 2 women. note_bs1 suitable for, note_bs2 not suitable for. */
const TAG_ITEMS = [
  { tag: 'SMOKE', comb: '9263', sex: 0, suit: '吸烟或长期接触油烟、粉尘者', unsuit: '孕妇及备孕者' },
  { tag: 'SMOKE_H', comb: '9263', sex: 0, suit: '重度吸烟者', unsuit: '孕妇及备孕者' },
  { tag: 'SMOKE_H', comb: '1501', sex: 0, suit: '重度吸烟者', unsuit: '' },
  { tag: 'LUNG', comb: '9263', sex: 0, suit: '有肺癌家族史或呼吸道症状者', unsuit: '孕妇及备孕者' },
  { tag: 'DRINK', comb: '0503', sex: 0, suit: '饮酒者', unsuit: '' },
  { tag: 'DRINK_H', comb: '0503', sex: 0, suit: '经常饮酒者', unsuit: '' },
  { tag: 'DRINK_H', comb: '1502', sex: 0, suit: '经常饮酒者', unsuit: '' },
  { tag: 'LIVER', comb: '1502', sex: 0, suit: '有肝癌家族史者', unsuit: '' },
  { tag: 'BP', comb: '9286', sex: 0, suit: '血压偏高或高盐饮食者', unsuit: '皮肤破损者' },
  { tag: 'BP', comb: '0913', sex: 0, suit: '高血压患者', unsuit: '' },
  { tag: 'LIPID', comb: '0505', sex: 0, suit: '高油脂饮食、缺乏运动者', unsuit: '' },
  { tag: 'LIPID', comb: '0913', sex: 0, suit: '血脂异常者', unsuit: '' },
  { tag: 'GLU', comb: '0507', sex: 0, suit: '高糖饮食或糖尿病患者', unsuit: '' },
  { tag: 'THY', comb: '0508', sex: 0, suit: '压力大、颈部不适者', unsuit: '' },
  { tag: 'THY', comb: '2303', sex: 0, suit: '甲状腺疾病患者', unsuit: '' },
  { tag: 'GI', comb: '9908', sex: 0, suit: '有胃肠肿瘤家族史或消化道症状者', unsuit: '严重心肺疾病者' },
  { tag: 'GI', comb: '1501', sex: 0, suit: '消化道肿瘤高危人群', unsuit: '' },
  { tag: 'HP', comb: '0911', sex: 0, suit: '反酸、烧心者', unsuit: '一个月内服用过抗生素者' },
  { tag: 'BREAST', comb: '0130', sex: 2, suit: '40 岁以上或有乳腺癌家族史的女性', unsuit: '孕期、哺乳期女性' },
  { tag: 'BREAST', comb: '2304', sex: 2, suit: '乳房胀痛或触及肿块者', unsuit: '' },
  { tag: 'GYN', comb: '8979', sex: 2, suit: '有性生活史的女性', unsuit: '未婚、经期女性' },
  { tag: 'GYN', comb: '1203', sex: 2, suit: '有性生活史的女性', unsuit: '未婚、经期女性' },
  { tag: 'BONE', comb: '0912', sex: 0, suit: '绝经后女性及 60 岁以上人群', unsuit: '孕妇' },
  { tag: 'AGE3', comb: '1503', sex: 1, suit: '50 岁以上男性', unsuit: '' },
  { tag: 'AGE3', comb: '9263', sex: 0, suit: '45 岁以上人群', unsuit: '孕妇及备孕者' },
  { tag: 'AGE4', comb: '0912', sex: 0, suit: '60 岁以上人群', unsuit: '' },
  { tag: 'AGE4', comb: '0913', sex: 0, suit: '60 岁以上人群', unsuit: '' },
] as const;

/** Rows for the recommendations table: the items of each answer's tag, keyed by the answer code. */
export const RECOMMENDATIONS = Q.flatMap((q) =>
  (q.answers ?? []).flatMap(([, tag], index) =>
    TAG_ITEMS.filter((r) => tag !== '' && r.tag === tag).map((r) => ({
      el_code: answerCode(q.id, index),
      comb_code: r.comb,
      flag_code: r.tag,
      note_bs1: r.suit,
      note_bs2: r.unsuit,
      sex_scope: r.sex,
    })),
  ),
);

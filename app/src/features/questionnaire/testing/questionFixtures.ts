/** Questionnaire data shaped like the server's 19 questions (a shortened set), for the personalised flow tests. */
import type { Schemas } from '@checkup/sdk';
import type { QuestionInfo } from '../../../session/values';

/** `opens` maps an answer name to the binding code of the follow-up it leads to (its result_el_code, as in the contract). */
const choice = (
  id: string,
  name: string,
  type: '2' | '3',
  answers: string[],
  binding = '',
  opens: Record<string, string> = {},
): Schemas['Question'] => ({
  question_code: id,
  question_name: name,
  type,
  binding_code: binding,
  answers: answers.map((answer, index) => ({
    result_code: `${id}-${index + 1}`,
    result_name: answer,
    result_el_code: opens[answer] ?? '',
  })),
});

/** Smoking (with a follow-up), diet (multiple with 无), the female section 13-16, and a closing fill-in. */
export const sampleQuestions: Schemas['Question'][] = [
  choice('3', '您是否吸烟？', '2', ['不吸烟', '吸烟', '已戒烟'], '', { 吸烟: 'B03' }),
  choice('4', '您每天大约吸烟多少支？', '2', ['10 支以下', '10-20 支'], 'B03'),
  choice('6', '您的饮食习惯有哪些？（可多选）', '3', ['无', '高盐', '高油脂']),
  choice('13', '您是否已婚或有性生活史？', '2', ['否', '是'], '', { 是: 'B13' }),
  choice('14', '您上一次宫颈癌筛查是什么时候？', '2', ['从未做过', '3 年以内'], 'B13'),
  choice('15', '您是否有乳房胀痛、触及肿块等情况？', '2', ['否', '是']),
  choice('16', '您的月经周期是否规律？', '2', ['规律', '不规律']),
  { question_code: '19', question_name: '您还有其他希望重点检查的方面吗？', type: '1', binding_code: '', answers: [] },
];

export const maleInfo: QuestionInfo = {
  name: '张伟',
  cardNo: '110101199003074514',
  age: 36,
  sex: '1',
  maritalStatus: '2',
  height: 175,
  weight: 70,
  bloodType: 'A',
  waistline: 0,
  BMI: 22.86,
};

export const femaleInfo: QuestionInfo = { ...maleInfo, name: '李娜', cardNo: '110101199204053023', age: 34, sex: '2' };

export const sampleAnswers: Schemas['AnswerRecord'][] = [
  { type: '2', question_code: '3', answer: '3-2' },
  { type: '2', question_code: '4', answer: '4-2' },
  { type: '3', question_code: '6', answer: '6-2,6-3' },
  { type: '1', question_code: '19', answer: '颈椎' },
];

export const sampleItems: Schemas['RecommendedItem'][] = [
  {
    comb_code: '9263',
    comb_name: '低剂量螺旋CT（肺部）',
    price: 380,
    note: '肺癌早期筛查。',
    note_bs1: '吸烟或长期接触油烟、粉尘者',
    note_bs2: '孕妇及备孕者',
    flag_code: 'SMOKE',
    check_cls: '23',
    bt_name: '影像检查',
    his_code: '9263',
    hisExecDepartCode: 'KS23',
    result_codes: ['3-2', '4-2'],
  },
  {
    comb_code: '0505',
    comb_name: '血脂（四项）',
    price: 40,
    note: '总胆固醇、甘油三酯、高低密度脂蛋白。',
    note_bs1: '高油脂饮食、缺乏运动者',
    note_bs2: '',
    flag_code: 'LIPID',
    check_cls: '05',
    bt_name: '检验项目',
    his_code: '0505',
    hisExecDepartCode: 'KS05',
    result_codes: ['6-3'],
  },
];

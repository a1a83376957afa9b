/**
 * Prompts of the two AI features (docs/product/orders-reports-access.md §1): report interpretation and the questionnaire-based
 * health assessment. Only what the model needs is sent: sex, age and findings, never the name, ID number or phone.
 */
import type { ChatMessage, Schemas } from '@checkup/sdk';
import { indicatorFlag } from '@checkup/ui';
import { toIndicators } from '../reports/reportView';
import type { AssessmentBaseInfo, QuestionInfo } from '../../session/values';

const SAFETY =
  '你是体检中心的健康顾问。请用通俗易懂的中文回答，分条列出要点，不做诊断，不开处方；如有明显异常，建议及时到医院相应科室就诊。';

const sexText = (sex: Schemas['PersonSex']) => (sex === '1' ? '男' : '女');

const FLAG_TEXT = { high: '↑偏高', low: '↓偏低' } as const;

/**
 * The indicators the report flags, as `组合·指标：result unit ↑偏高（参考范围 range）` lines: flagged as the report
 * screens flag them (`indicatorFlag`: the hospital's own ↑/↓ hint first, else the result against its bounds), any
 * other hint of the hospital's (e.g. 阳性) passed on as `标记 …`, and the range as the screens show it
 * (`referenceRange` of the shared rules: `a-b`, one-sided `≥a` / `≤b`, left out when both bounds are empty).
 */
function abnormalLines(report: Schemas['ReportDetail']): string[] {
  return report.itemlist.flatMap((item) =>
    toIndicators(item.detailList).flatMap((line) => {
      const flag = indicatorFlag(line);
      const hint = line.hint?.trim() ?? '';
      if (flag === 'normal' && hint === '') return [];
      const unit = line.unit ? ` ${line.unit}` : '';
      const range = line.range ?? '';
      const mark = flag === 'normal' ? `标记 ${hint}` : FLAG_TEXT[flag];
      return [`${item.comb_name}·${line.name}：${line.result}${unit} ${mark}${range ? `（参考范围 ${range}）` : ''}`];
    }),
  );
}

/** Messages asking for a plain-language interpretation of a report. */
export function reportInterpretationPrompt(report: Schemas['ReportDetail']): ChatMessage[] {
  const abnormal = abnormalLines(report);
  const conclusions = report.itemlist
    .filter((item) => item.res_tag.trim() !== '')
    .map((item) => `${item.comb_name}：${item.res_tag}`);
  const content = [
    `体检者：${sexText(report.sex)}，${report.age}岁。`,
    `总检结论：${report.sumup || '无'}`,
    `医生建议：${report.sugg_tag || '无'}`,
    `各项目小结：\n${conclusions.join('\n') || '无'}`,
    `异常指标（以体检中心标注的 ↑偏高 / ↓偏低 为准，共 ${abnormal.length} 项）：\n${abnormal.join('\n') || '无'}`,
    '请解读这份体检报告：说明各项异常的含义、需要关注的程度，以及生活方式和复查建议。',
  ].join('\n\n');
  return [
    { role: 'system', content: SAFETY },
    { role: 'user', content },
  ];
}

/** One answered question in words. */
export interface AnsweredQuestion {
  question: string;
  answer: string;
}

/**
 * Messages asking for a health assessment from the assessment's base info (age, sex, height, weight, BMI, abdominal
 * fat), the rest of the questionnaire's basic information and the answers.
 */
export function questionnaireAssessmentPrompt(
  base: AssessmentBaseInfo,
  info: QuestionInfo,
  answers: readonly AnsweredQuestion[],
): ChatMessage[] {
  const body = [
    `基本信息：${sexText(base.sex)}，${base.age}岁，${info.maritalStatus === '2' ? '已婚' : '未婚'}，身高${base.height}cm，体重${base.weight}kg，BMI ${base.BMI}，` +
      `${base.abdominalObesity ? '有' : '无'}腹型肥胖` +
      (info.waistline > 0 ? `，腰围${info.waistline}cm` : '') +
      (info.bloodType ? `，血型${info.bloodType}` : '') +
      '。',
    `问卷回答：\n${answers.map((entry, index) => `${index + 1}. ${entry.question} ${entry.answer}`).join('\n')}`,
    '请根据以上信息给出健康评估：主要的健康风险、建议重点关注的检查方向，以及生活方式建议。',
  ].join('\n\n');
  return [
    { role: 'system', content: SAFETY },
    { role: 'user', content: body },
  ];
}

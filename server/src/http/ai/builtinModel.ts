/**
 * The built-in, deterministic "model" used when no upstream language model is configured: it reads the report or
 * questionnaire text out of the chat messages and writes an interpretation from rules (flagged or out-of-range
 * indicators and matching advice). Same input, same answer: tests and demos can rely on it.
 */

/** A chat message as the app sends it. */
export interface ChatMessage {
  role: string;
  content: string;
}

/** One measured indicator found in the text; a one-sided reference range has only `lower` (≥) or `upper` (≤). */
export interface FoundIndicator {
  name: string;
  value: number;
  unit: string;
  lower?: number;
  upper?: number;
}

const NUMBER = String.raw`-?\d{1,9}(?:\.\d{1,6})?`;
// Characters that end a unit: spaces, the flags, brackets and punctuation.
const UNIT_CHAR = String.raw`[^\s↑↓（()）:：,，;；、。]`;

// One indicator per match, as the app writes it ("血脂（四项）·高密度脂蛋白胆固醇：0.98 mmol/L ↓偏低（参考范围 ≥1.04）")
// or in free text ("总胆固醇 6.12 mmol/L（参考 2.8-5.2）↑"): name, value, optional unit (any script: kg/m², μmol/L,
// ‰, 10^9/L, 次/分), optional ↑/↓ or 偏高/偏低 before or after the range, optional reference range `a-b`, `≥a` or `≤b`.
// Every repetition is bounded and value and unit cannot share a run of digits (a unit next to the value cannot start
// with a digit; one after a space can): digits that name, value and unit could each take made a hostile
// "a111…1参考" backtrack for seconds (the endpoint needs only the public token).
const INDICATOR = new RegExp(
  String.raw`(\p{L}[\p{L}\p{M}0-9\-/()（）·]{0,39}?)[\s:：]{0,3}(${NUMBER})` +
    String.raw`(?:\s{1,3}(?!参考|偏[高低])(${UNIT_CHAR}{1,12})|(?![\d.]|参考|偏[高低])(${UNIT_CHAR}{1,12}))?` +
    String.raw`\s{0,3}([↑↓]\s{0,2}(?:偏[高低])?|偏[高低])?` +
    String.raw`(?:\s{0,3}[（(]?\s{0,3}参考(?:范围|值|区间)?\s{0,3}[:：]?\s{0,3}` +
    String.raw`(?:(${NUMBER})\s{0,3}[-~～至]\s{0,3}(${NUMBER})|[≤≦<＜]=?\s{0,3}(${NUMBER})|[≥≧>＞]=?\s{0,3}(${NUMBER}))` +
    String.raw`\s{0,3}[）)]?)?` +
    String.raw`\s{0,3}([↑↓])?`,
  'gu',
);

/** An indicator is one line of the prompt; longer lines are not read past this (the scan stays linear in the text). */
const MAX_LINE_CHARS = 300;

/** Advice per indicator family, matched on the indicator name. */
const ADVICE: Array<{ match: RegExp; high: string; low: string }> = [
  // Before the lipid rule: 高密度脂蛋白胆固醇 is a 胆固醇 too, but low is the concern.
  {
    match: /高密度/,
    high: '高密度脂蛋白偏高：通常对心血管有保护作用，保持良好生活习惯即可。',
    low: '高密度脂蛋白偏低：建议增加运动、戒烟，并控制体重。',
  },
  {
    match: /胆固醇|甘油三酯|血脂|低密度/,
    high: '血脂偏高：建议低脂低糖饮食，少吃动物内脏和油炸食品，每周至少 150 分钟中等强度运动，3–6 个月后复查血脂。',
    low: '血脂偏低：一般意义不大，注意均衡营养即可。',
  },
  {
    match: /血糖|葡萄糖|糖化/,
    high: '血糖偏高：建议控制精制糖和主食总量，规律运动，并到内分泌科复查空腹血糖和糖化血红蛋白。',
    low: '血糖偏低：注意规律进餐，如有心慌、出汗等症状请及时就医。',
  },
  {
    match: /尿酸/,
    high: '尿酸偏高：建议少吃海鲜、动物内脏，限制饮酒和含糖饮料，多饮水。',
    low: '尿酸偏低：一般无需特殊处理。',
  },
  {
    match: /转氨酶|氨基转移酶|ALT|AST|谷丙|谷草|胆红素/,
    high: '肝功能指标偏高：建议避免饮酒和熬夜，必要时到消化内科复查肝功能和肝脏超声。',
    low: '该肝功能指标偏低：一般无临床意义。',
  },
  {
    match: /血压|收缩压|舒张压/,
    high: '血压偏高：建议低盐饮食（每日食盐不超过 5 克），规律作息，并在家中多次测量血压，必要时到心内科就诊。',
    low: '血压偏低：如有头晕乏力，请注意起身缓慢并咨询医生。',
  },
  {
    match: /血红蛋白|红细胞|血小板|白细胞/,
    high: '血常规指标偏高：建议结合症状到血液科或全科复查血常规。',
    low: '血常规指标偏低：可能与贫血或营养不足有关，建议复查并咨询医生。',
  },
  {
    match: /肌酐|尿素|肾/,
    high: '肾功能指标偏高：建议多饮水、避免高蛋白饮食，并到肾内科复查。',
    low: '肾功能指标偏低：一般意义不大。',
  },
  {
    match: /BMI|体重指数/,
    high: '体重指数偏高：建议控制总热量摄入并增加运动，逐步减重。',
    low: '体重指数偏低：建议增加营养摄入，适当进行力量训练。',
  },
];

/** Questionnaire answers that call for a particular piece of advice. */
const LIFESTYLE: Array<{ match: RegExp; advice: string }> = [
  { match: /吸烟|抽烟/, advice: '您有吸烟情况：建议戒烟，并可考虑增加低剂量螺旋 CT 肺部检查。' },
  { match: /饮酒|喝酒/, advice: '您有饮酒习惯：建议限制饮酒，可考虑增加肝功能和腹部超声检查。' },
  { match: /高血压/, advice: '有高血压相关情况：建议关注血压、血脂和心电图检查。' },
  { match: /糖尿病|血糖高/, advice: '有糖尿病相关情况：建议增加空腹血糖、糖化血红蛋白和眼底检查。' },
  { match: /家族史|遗传/, advice: '有家族病史：建议与医生沟通，针对家族病史增加相应的筛查项目。' },
  { match: /熬夜|失眠|睡眠/, advice: '睡眠不足或作息不规律：建议规律作息，必要时关注甲状腺功能和心电图。' },
  {
    match: /久坐|缺乏运动|很少运动/,
    advice: '运动不足：建议每周至少 150 分钟中等强度运动，并关注颈椎、腰椎相关检查。',
  },
];

const DISCLAIMER = '以上解读由内置规则模型生成，仅供参考，不能代替医生的诊断，请以体检中心医生的意见为准。';

const toNumber = (text: string | undefined): number | undefined => (text === undefined ? undefined : Number(text));

/**
 * The indicators in `text` the report flags or whose value lies outside its reference range. The report's own ↑/↓
 * (偏高/偏低) is authoritative, with or without a range; an unflagged value is compared with the bounds it has.
 */
export function findOutOfRange(text: string): Array<FoundIndicator & { direction: 'high' | 'low' }> {
  const found: Array<FoundIndicator & { direction: 'high' | 'low' }> = [];
  const seen = new Set<string>();
  const lines = text.split('\n').map((line) => line.slice(0, MAX_LINE_CHARS));
  for (const m of lines.flatMap((line) => [...line.matchAll(INDICATOR)])) {
    const [, rawName = '', value = '', spacedUnit, attachedUnit, flagBefore, lower, upper, atMost, atLeast, flagAfter] =
      m;
    const name = rawName.trim();
    const flag = flagBefore ?? flagAfter;
    const min = toNumber(lower ?? atLeast);
    const max = toNumber(upper ?? atMost);
    // A name and a number alone ("建议减重 5") are no indicator.
    if ((flag === undefined && min === undefined && max === undefined) || seen.has(name)) continue;
    const indicator: FoundIndicator = { name, value: Number(value), unit: spacedUnit ?? attachedUnit ?? '' };
    if (min !== undefined) indicator.lower = min;
    if (max !== undefined) indicator.upper = max;
    if (![indicator.value, min ?? 0, max ?? 0].every(Number.isFinite)) continue;
    seen.add(name);
    const direction = flag ? flagDirection(flag) : rangeDirection(indicator);
    if (direction) found.push({ ...indicator, direction });
  }
  return found;
}

const flagDirection = (flag: string): 'high' | 'low' => (/[↑高]/.test(flag) ? 'high' : 'low');

function rangeDirection({ value, lower, upper }: FoundIndicator): 'high' | 'low' | undefined {
  if (upper !== undefined && value > upper) return 'high';
  if (lower !== undefined && value < lower) return 'low';
  return undefined;
}

/** The reference range as the answer writes it: `a–b`, `≥a`, `≤b` or nothing. */
function rangeText({ lower, upper }: FoundIndicator): string {
  if (lower !== undefined && upper !== undefined) return `${lower}–${upper}`;
  if (upper !== undefined) return `≤${upper}`;
  if (lower !== undefined) return `≥${lower}`;
  return '';
}

/** Where the value lies: past the bound it crossed, or only the report's flag when no crossed bound is known. */
function whereText(item: FoundIndicator & { direction: 'high' | 'low' }): string {
  if (item.direction === 'high') return item.upper !== undefined && item.value > item.upper ? '高于参考上限' : '偏高';
  return item.lower !== undefined && item.value < item.lower ? '低于参考下限' : '偏低';
}

/** The built-in model's whole answer to a conversation. */
export function builtinAnswer(messages: readonly ChatMessage[]): string {
  const userText = messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join('\n');
  const context = messages.map((m) => m.content).join('\n');
  if (/问卷|问答|答案|推荐.*项目|加项/.test(context) && !/参考/.test(userText)) return questionnaireAnswer(userText);
  return reportAnswer(userText);
}

function reportAnswer(text: string): string {
  const abnormal = findOutOfRange(text);
  const lines: string[] = ['## 报告解读', ''];
  if (abnormal.length === 0) {
    lines.push('在您提供的内容中，未发现异常指标。请继续保持健康的生活方式，并按时进行年度体检。');
  } else {
    lines.push(`在您提供的内容中，有 ${abnormal.length} 项指标异常：`, '');
    for (const item of abnormal) {
      const unit = item.unit ? ` ${item.unit}` : '';
      const range = rangeText(item);
      lines.push(`- **${item.name}** ${item.value}${unit}，${whereText(item)}${range ? `（参考 ${range}）` : ''}。`);
    }
    lines.push('', '## 建议', '');
    const advice = new Set<string>();
    for (const item of abnormal) {
      const rule = ADVICE.find((a) => a.match.test(item.name));
      advice.add(rule ? rule[item.direction] : `${item.name}异常：建议到相关专科复查，并结合临床表现由医生判断。`);
    }
    for (const a of advice) lines.push(`- ${a}`);
  }
  lines.push('', DISCLAIMER);
  return lines.join('\n');
}

// An answer that denies the question ("不吸烟", "无", "否").
const NEGATIVE_ANSWER = /不|无|否|没有|从未|未/;

function questionnaireAnswer(text: string): string {
  // One clause per question, "question：answer"; a rule applies when a clause mentions it and its answer is not a denial.
  const clauses = text.split(/[\n;；。]/).map((clause) => {
    const colon = Math.max(clause.lastIndexOf(':'), clause.lastIndexOf('：'));
    return { whole: clause, answer: colon >= 0 ? clause.slice(colon + 1) : clause };
  });
  const advice = LIFESTYLE.filter((rule) =>
    clauses.some((c) => rule.match.test(c.whole) && !NEGATIVE_ANSWER.test(c.answer)),
  ).map((rule) => rule.advice);
  const lines = ['## 问卷分析', ''];
  if (advice.length === 0) {
    lines.push('根据您的问卷回答，暂未发现需要特别关注的生活方式风险。建议选择与年龄、性别相符的基础体检套餐。');
  } else {
    lines.push('根据您的问卷回答，建议关注以下方面：', '');
    for (const a of advice) lines.push(`- ${a}`);
  }
  lines.push('', DISCLAIMER);
  return lines.join('\n');
}

/** Splits an answer into small pieces for streaming (whole characters, never half a surrogate pair). */
export function chunkText(text: string, size = 6): string[] {
  const chars = Array.from(text);
  const chunks: string[] = [];
  for (let i = 0; i < chars.length; i += size) chunks.push(chars.slice(i, i + size).join(''));
  return chunks;
}

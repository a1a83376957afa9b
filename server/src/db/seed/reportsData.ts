/** Two years of check-up reports of a demo man, with indicators inside and outside reference ranges. */
import type { ReportIndicator, ReportItem } from '../schema';

const row = (
  item_name: string,
  rec_result: string,
  unit: string,
  ref_lower: string,
  ref_upper: string,
  hint = '',
): ReportIndicator => ({
  item_name,
  rec_result,
  hint,
  unit,
  ref_lower,
  ref_upper,
});

const text = (item_name: string, rec_result: string): ReportIndicator => row(item_name, rec_result, '', '', '');

function items(year: 'earlier' | 'latest'): ReportItem[] {
  const latest = year === 'latest';
  return [
    {
      comb_name: '一般检查',
      res_tag: latest ? '异常' : '正常',
      dept_doct: '王医生',
      check_cls: '01',
      detailList: [
        row('身高', '175.0', 'cm', '', ''),
        row('体重', latest ? '82.5' : '78.0', 'kg', '', ''),
        row('体重指数', latest ? '26.9' : '25.5', 'kg/m²', '18.5', '23.9', '↑'),
        row('收缩压', latest ? '142' : '128', 'mmHg', '90', '139', latest ? '↑' : ''),
        row('舒张压', latest ? '91' : '82', 'mmHg', '60', '89', latest ? '↑' : ''),
      ],
    },
    {
      comb_name: '血常规（五分类）',
      res_tag: '正常',
      dept_doct: '检验科 钱医生',
      check_cls: '05',
      detailList: [
        row('白细胞计数', '6.20', '10^9/L', '3.50', '9.50'),
        row('红细胞计数', '5.01', '10^12/L', '4.30', '5.80'),
        row('血红蛋白', '152', 'g/L', '130', '175'),
        row('血小板计数', '231', '10^9/L', '125', '350'),
      ],
    },
    {
      comb_name: '肝功能（八项）',
      res_tag: '异常',
      dept_doct: '检验科 钱医生',
      check_cls: '05',
      detailList: [
        row('丙氨酸氨基转移酶', latest ? '68' : '52', 'U/L', '9', '50', '↑'),
        row('天门冬氨酸氨基转移酶', '35', 'U/L', '15', '40'),
        row('总胆红素', '14.2', 'μmol/L', '0', '26'),
        row('白蛋白', '46.1', 'g/L', '40', '55'),
      ],
    },
    {
      comb_name: '血脂（四项）',
      res_tag: '异常',
      dept_doct: '检验科 钱医生',
      check_cls: '05',
      detailList: [
        row('总胆固醇', latest ? '6.12' : '5.48', 'mmol/L', '0', '5.20', '↑'),
        row('甘油三酯', latest ? '2.31' : '1.62', 'mmol/L', '0', '1.70', latest ? '↑' : ''),
        row('高密度脂蛋白胆固醇', '0.98', 'mmol/L', '1.04', '', '↓'),
        row('低密度脂蛋白胆固醇', latest ? '3.95' : '3.21', 'mmol/L', '0', '3.37', latest ? '↑' : ''),
      ],
    },
    {
      comb_name: '空腹血糖',
      res_tag: '正常',
      dept_doct: '检验科 钱医生',
      check_cls: '05',
      detailList: [row('葡萄糖', latest ? '5.8' : '5.3', 'mmol/L', '3.9', '6.1')],
    },
    {
      comb_name: '腹部彩超（肝胆胰脾）',
      res_tag: '异常',
      dept_doct: '超声科 孙医生',
      check_cls: '23',
      detailList: [
        text(
          '肝脏',
          latest ? '肝脏形态大小正常，实质回声增强、细密，后方回声衰减。' : '肝脏形态大小正常，实质回声稍增强。',
        ),
        text('胆囊', '胆囊大小正常，壁光滑，腔内未见明显异常回声。'),
        text('超声提示', latest ? '脂肪肝（中度）' : '脂肪肝（轻度）'),
      ],
    },
    {
      comb_name: '胸部正位片（DR）',
      res_tag: '正常',
      dept_doct: '放射科 李医生',
      check_cls: '23',
      detailList: [
        text('影像所见', '两肺纹理清晰，未见明显实质性病变；心影大小形态正常。'),
        text('诊断意见', '心肺膈未见明显异常。'),
      ],
    },
  ];
}

/**
 * Reports relative to "today": one about a month ago, one about thirteen months ago. `serial` (0, 1, ...) numbers the
 * patient among the demo people with reports, so report numbers stay unique: R<date>0001 and 0002 for the first.
 */
export function demoReports(
  patient: { idcard: string; name: string; tel: string; sex: number; birthYear: number },
  dates: { latest: string; earlier: string },
  serial = 0,
) {
  const base = { id_card: patient.idcard, name: patient.name, tel: patient.tel, sex: patient.sex, doc_name: '周建华' };
  const ageOn = (date: string) => Number(date.slice(0, 4)) - patient.birthYear;
  const reportNo = (date: string, n: number) =>
    `R${date.replaceAll('-', '')}${String(2 * serial + n).padStart(4, '0')}`;
  return [
    {
      ...base,
      report_no: reportNo(dates.latest, 1),
      age: ageOn(dates.latest),
      report_name: '男士全面体检套餐',
      report_date: dates.latest,
      sumup:
        '1. 体重指数增高（超重）。\n2. 血压偏高。\n3. 丙氨酸氨基转移酶增高。\n4. 血脂异常（总胆固醇、甘油三酯、低密度脂蛋白胆固醇增高，高密度脂蛋白胆固醇降低）。\n5. 脂肪肝（中度）。',
      sugg_tag:
        '1. 控制饮食总热量，减少油脂、甜食摄入，每周至少 150 分钟中等强度运动，建议减重 5-8 kg。\n2. 低盐饮食，每日监测血压，若持续 ≥140/90 mmHg 请心内科就诊。\n3. 戒酒，3 个月后复查肝功能。\n4. 心内科或内分泌科就诊评估是否需降脂治疗，3-6 个月复查血脂。\n5. 每年复查腹部彩超。',
      itemlist: items('latest'),
    },
    {
      ...base,
      report_no: reportNo(dates.earlier, 2),
      age: ageOn(dates.earlier),
      report_name: '男士基础体检套餐',
      report_date: dates.earlier,
      sumup:
        '1. 体重指数增高（超重）。\n2. 丙氨酸氨基转移酶轻度增高。\n3. 总胆固醇偏高、高密度脂蛋白胆固醇降低。\n4. 脂肪肝（轻度）。',
      sugg_tag:
        '1. 合理膳食，适量运动，控制体重。\n2. 少饮酒，定期复查肝功能。\n3. 低脂饮食，半年后复查血脂。\n4. 每年复查腹部彩超。',
      itemlist: items('earlier'),
    },
  ];
}

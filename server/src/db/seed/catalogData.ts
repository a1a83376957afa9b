/**
 * Demo catalog: add-on item tree, packages and their items. Prices in yuan here for readability; the
 * loader converts to fen.
 */
import type { ClusType, PackageSex } from '../schema';

export const ITEM_CATEGORIES = [
  { cls_code: '01', cls_name: '一般检查' },
  { cls_code: '05', cls_name: '检验项目' },
  { cls_code: '23', cls_name: '影像检查' },
  { cls_code: '09', cls_name: '功能与内镜检查' },
  { cls_code: '12', cls_name: '妇科检查' },
  { cls_code: '15', cls_name: '肿瘤标志物' },
] as const;

interface ItemSeed {
  code: string;
  name: string;
  cls: string;
  price: number;
  act?: number;
  note: string;
  cxf?: 'T';
  onSiteOnly?: true;
  /** Only for men (1) or only for women (2): packages of the other sex neither list nor accept it. */
  sex?: 1 | 2;
}

export const ITEMS: readonly ItemSeed[] = [
  {
    code: '0101',
    name: '一般检查（身高、体重、血压、BMI）',
    cls: '01',
    price: 10,
    note: '测量身高、体重、血压并计算体重指数。',
  },
  { code: '0102', name: '内科检查', cls: '01', price: 10, note: '心、肺、腹部触诊与听诊。' },
  { code: '0103', name: '外科检查', cls: '01', price: 10, note: '皮肤、淋巴结、甲状腺、脊柱四肢检查。' },
  { code: '0104', name: '眼科检查（视力、色觉）', cls: '01', price: 15, note: '裸眼视力、矫正视力与色觉检查。' },
  { code: '0105', name: '耳鼻喉科检查', cls: '01', price: 15, note: '外耳道、鼓膜、鼻腔、咽喉检查。' },
  { code: '0501', name: '血常规（五分类）', cls: '05', price: 25, note: '筛查贫血、感染及血液系统疾病。' },
  { code: '0502', name: '尿常规', cls: '05', price: 15, note: '筛查泌尿系统感染及肾脏疾病。' },
  { code: '0503', name: '肝功能（八项）', cls: '05', price: 60, act: 50, note: '评估肝细胞损伤与胆红素代谢。' },
  { code: '0504', name: '肾功能（三项）', cls: '05', price: 35, note: '肌酐、尿素氮、尿酸。' },
  { code: '0505', name: '血脂（四项）', cls: '05', price: 40, note: '总胆固醇、甘油三酯、高低密度脂蛋白。' },
  { code: '0506', name: '空腹血糖', cls: '05', price: 10, note: '需空腹 8 小时以上。' },
  { code: '0507', name: '糖化血红蛋白', cls: '05', price: 70, act: 60, note: '反映近 2-3 个月平均血糖水平。' },
  { code: '0508', name: '甲状腺功能（五项）', cls: '05', price: 120, act: 100, note: '筛查甲亢、甲减。' },
  { code: '0509', name: '乙肝两对半', cls: '05', price: 50, note: '乙肝病毒感染与免疫状态。' },
  { code: '0510', name: '凝血功能（四项）', cls: '05', price: 60, note: '内镜、麻醉前必查项目。', cxf: 'T' },
  { code: '0511', name: '心电图（麻醉前评估）', cls: '05', price: 30, note: '无痛内镜麻醉前评估。', cxf: 'T' },
  {
    code: '0512',
    name: '幽门螺杆菌抗体分型',
    cls: '05',
    price: 90,
    note: '与 C13 呼气试验配套判断感染分型。',
    cxf: 'T',
  },
  { code: '0513', name: '宫颈取材费', cls: '05', price: 20, note: '液基薄层细胞学取材耗材。', cxf: 'T', sex: 2 },
  { code: '0514', name: '食品从业人员粪便培养', cls: '05', price: 40, note: '痢疾杆菌、伤寒沙门菌培养。' },
  {
    code: '0130',
    name: '乳腺钼靶摄影（双侧）',
    cls: '23',
    price: 260,
    act: 230,
    note: '40 岁以上女性推荐，孕期禁做。',
    sex: 2,
  },
  { code: '2301', name: '胸部正位片（DR）', cls: '23', price: 60, note: '筛查肺部及心影异常。' },
  { code: '2302', name: '腹部彩超（肝胆胰脾）', cls: '23', price: 120, note: '需空腹。' },
  { code: '2303', name: '甲状腺彩超', cls: '23', price: 100, note: '筛查甲状腺结节。' },
  { code: '2304', name: '乳腺彩超', cls: '23', price: 100, note: '筛查乳腺结节、增生。', sex: 2 },
  { code: '2305', name: '泌尿系彩超', cls: '23', price: 100, note: '肾、输尿管、膀胱；男性含前列腺。' },
  {
    code: '2306',
    name: '影像胶片及数字存档',
    cls: '23',
    price: 30,
    note: 'CT、钼靶等影像的胶片打印与存档。',
    cxf: 'T',
  },
  {
    code: '2307',
    name: '乳腺钼靶双人阅片',
    cls: '23',
    price: 40,
    note: '钼靶影像由两位医师独立阅片。',
    cxf: 'T',
    sex: 2,
  },
  {
    code: '2308',
    name: '头颅磁共振平扫（MRI）',
    cls: '23',
    price: 680,
    note: '检查时间约 20 分钟，体内有金属植入物者不可做。',
    onSiteOnly: true,
  },
  { code: '9263', name: '胸部低剂量螺旋 CT', cls: '23', price: 380, act: 350, note: '肺结节早筛首选，孕期禁做。' },
  { code: '9907', name: '无痛胃镜', cls: '09', price: 780, act: 720, note: '需空腹 8 小时，需家属陪同。' },
  { code: '9902', name: '无痛肠镜', cls: '09', price: 980, act: 900, note: '检查前一日需服用肠道准备药物。' },
  { code: '9908', name: '无痛胃肠镜联合检查', cls: '09', price: 1580, act: 1450, note: '一次麻醉完成胃镜与肠镜。' },
  { code: '0911', name: 'C13 尿素呼气试验', cls: '09', price: 150, note: '检测幽门螺杆菌感染，需空腹。' },
  { code: '0912', name: '骨密度检测', cls: '09', price: 120, note: '需现场评估后增加。', onSiteOnly: true },
  { code: '0913', name: '动脉硬化检测', cls: '09', price: 150, note: '评估血管弹性。' },
  { code: '9001', name: '静脉麻醉（胃镜）', cls: '09', price: 380, note: '无痛胃镜配套麻醉。', cxf: 'T' },
  { code: '9002', name: '静脉麻醉（肠镜）', cls: '09', price: 420, note: '无痛肠镜配套麻醉。', cxf: 'T' },
  { code: '9003', name: '静脉麻醉（胃肠镜联合）', cls: '09', price: 560, note: '胃肠镜联合检查配套麻醉。', cxf: 'T' },
  { code: '9004', name: '肠道准备药品', cls: '09', price: 60, note: '复方聚乙二醇电解质散。', cxf: 'T' },
  { code: '9005', name: '动态血压监测配套袖带', cls: '09', price: 30, note: '动态血压监测一次性袖带。', cxf: 'T' },
  { code: '9286', name: '24 小时动态血压监测', cls: '09', price: 200, note: '需次日归还设备。' },
  {
    code: '8979',
    name: '宫颈液基薄层细胞学检查（TCT）',
    cls: '12',
    price: 220,
    act: 200,
    note: '已婚女性推荐，经期不宜。',
    sex: 2,
  },
  { code: '1201', name: '妇科常规检查', cls: '12', price: 40, note: '已婚女性适用。', sex: 2 },
  { code: '1202', name: '白带常规', cls: '12', price: 20, note: '已婚女性适用。', sex: 2 },
  { code: '1203', name: 'HPV 分型检测', cls: '12', price: 320, act: 280, note: '检测高危型人乳头瘤病毒。', sex: 2 },
  { code: '1501', name: '癌胚抗原（CEA）', cls: '15', price: 50, note: '消化道肿瘤筛查。' },
  { code: '1502', name: '甲胎蛋白（AFP）', cls: '15', price: 50, note: '肝癌筛查。' },
  { code: '1503', name: '前列腺特异性抗原（PSA）', cls: '15', price: 80, note: '50 岁以上男性推荐。', sex: 1 },
  { code: '1504', name: 'CA125', cls: '15', price: 80, note: '卵巢肿瘤筛查。', sex: 2 },
];

/**
 * Linked add-on items: choosing the first adds the companions (categories 05, 23, 09 with cxf_flag T), removing it
 * removes them. Listed in docs/adr/0019-linked-add-on-items.md.
 */
export const ITEM_LINKS: readonly (readonly [string, readonly string[]])[] = [
  ['9907', ['9001', '0510', '0511']],
  ['9902', ['9002', '9004', '0510']],
  ['9908', ['9003', '9004', '0510', '0511']],
  ['0130', ['2307', '2306']],
  ['0911', ['0512']],
  ['9263', ['2306']],
  ['8979', ['0513']],
  ['9286', ['9005']],
];

interface PackageSeed {
  code: string;
  name: string;
  note: string;
  type: ClusType;
  sex: PackageSex;
  price: number;
  jdPrice?: number;
  marriedOnly?: true;
  items: readonly string[];
}

const BASIC = ['0101', '0102', '0103', '0104', '0501', '0502', '0503', '0504', '0505', '0506', '2301', '2302'];

export const PACKAGES: readonly PackageSeed[] = [
  {
    code: 'P1001',
    name: '男士基础体检套餐',
    note: '适合 35 岁以下男性的年度常规体检。',
    type: 3,
    sex: 1,
    price: 399,
    items: BASIC,
  },
  {
    code: 'P1002',
    name: '男士全面体检套餐',
    note: '增加甲状腺、泌尿系、肿瘤标志物筛查。',
    type: 3,
    sex: 1,
    price: 1099,
    jdPrice: 899,
    items: [...BASIC, '0105', '0507', '0508', '2303', '2305', '1501', '1502', '1503'],
  },
  {
    code: 'P1003',
    name: '男士深度防癌体检套餐',
    note: '含低剂量螺旋 CT 与胃肠道肿瘤筛查。',
    type: 3,
    sex: 1,
    price: 2680,
    items: [...BASIC, '0105', '0507', '0508', '0509', '2303', '2305', '9263', '0911', '1501', '1502', '1503'],
  },
  {
    code: 'P2001',
    name: '女士基础体检套餐',
    note: '适合未婚女性的年度常规体检。',
    type: 3,
    sex: 2,
    price: 429,
    items: [...BASIC, '2304'],
  },
  {
    code: 'P2002',
    name: '女士全面体检套餐',
    note: '增加甲状腺、乳腺、肿瘤标志物筛查。',
    type: 3,
    sex: 2,
    price: 1199,
    jdPrice: 999,
    items: [...BASIC, '0105', '0507', '0508', '2303', '2304', '1501', '1502', '1504'],
  },
  {
    code: 'P2003',
    name: '已婚女士妇科专项套餐',
    note: '含妇科常规、白带常规、TCT 与 HPV，仅限已婚女性。',
    type: 3,
    sex: 2,
    price: 1380,
    jdPrice: 1180,
    marriedOnly: true,
    items: [...BASIC, '2304', '1201', '1202', '8979', '1203'],
  },
  {
    code: 'S1001',
    name: '入职体检套餐（男）',
    note: '满足大多数单位入职体检要求。',
    type: 1,
    sex: 1,
    price: 150,
    items: ['0101', '0102', '0103', '0104', '0501', '0503', '2301'],
  },
  {
    code: 'S1002',
    name: '食品从业人员健康证体检（男）',
    note: '办理食品从业人员健康证。',
    type: 1,
    sex: 1,
    price: 120,
    jdPrice: 98,
    items: ['0101', '0102', '0103', '0503', '0514', '2301'],
  },
  {
    code: 'S2001',
    name: '入职体检套餐（女）',
    note: '满足大多数单位入职体检要求。',
    type: 1,
    sex: 2,
    price: 150,
    items: ['0101', '0102', '0103', '0104', '0501', '0503', '2301'],
  },
  {
    code: 'S2002',
    name: '食品从业人员健康证体检（女）',
    note: '办理食品从业人员健康证。',
    type: 1,
    sex: 2,
    price: 120,
    jdPrice: 98,
    items: ['0101', '0102', '0103', '0503', '0514', '2301'],
  },
  {
    code: 'V0001',
    name: '机动车驾驶人体检',
    note: '申领、换证、审验驾驶证适用。',
    type: 2,
    sex: 3,
    price: 60,
    items: ['0101', '0103', '0104', '0105'],
  },
  {
    code: 'V0002',
    name: '营运驾驶员从业体检',
    note: '客运、货运、校车驾驶员从业资格适用。',
    type: 2,
    sex: 3,
    price: 180,
    jdPrice: 150,
    items: ['0101', '0102', '0103', '0104', '0105', '0501', '2301'],
  },
  {
    code: 'G1001',
    name: '单位员工体检套餐（男）',
    note: '单位团体体检。',
    type: 4,
    sex: 1,
    price: 600,
    items: [...BASIC, '2303', '2305'],
  },
  {
    code: 'G2001',
    name: '单位员工体检套餐（女）',
    note: '单位团体体检。',
    type: 4,
    sex: 2,
    price: 650,
    items: [...BASIC, '2303', '2304'],
  },
];

/** The notice title the app asks for (GetNoticeInfo titleName). */
export const NOTICE_TITLE = '体检须知';

export const NOTICE_HTML = `<h3 style="text-align:center">体检须知</h3>
<p>为保证体检结果准确，请您在体检前仔细阅读以下事项：</p>
<ol>
<li>体检前 3 天请保持清淡饮食，勿饮酒，避免剧烈运动。</li>
<li>体检当日请<strong>空腹</strong>（禁食 8 小时以上），可少量饮水；需空腹的项目包括抽血、腹部彩超、C13 呼气试验、胃镜等。</li>
<li>请携带<strong>本人有效身份证件</strong>，于预约的报到时间段内到达体检中心前台登记。</li>
<li>女性经期请勿进行妇科检查及尿常规检查，可待经期结束后 3-5 天补检；怀孕或可能怀孕者请提前告知医护人员，勿做放射检查。</li>
<li>做膀胱、前列腺、子宫附件彩超时需憋尿，请在检查前适量饮水。</li>
<li>请穿着宽松、无金属饰物的衣物，贵重物品请妥善保管。</li>
</ol>
<p><span style="color:#e4393c">如需取消预约，请于体检日前一天 23:30 前在“我的预约”中操作，逾期无法在线取消。</span></p>
<p>体检报告一般在检查后 5-7 个工作日出具，可在“体检报告”中查询。</p>
<p style="text-align:right">健康管理中心</p>`;

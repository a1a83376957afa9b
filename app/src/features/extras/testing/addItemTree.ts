/** An add-item tree shaped by the contract, following the demo seed (server/src/db/seed/catalogData.ts). */
import type { Schemas } from '@checkup/sdk';

type AddItem = Schemas['AddItem'];

function item(comb_code: string, comb_name: string, price: number, extra: Partial<AddItem> = {}): AddItem {
  return {
    id: comb_code,
    text: comb_name,
    comb_code,
    comb_name,
    price,
    act_price: price,
    note: '',
    cxf_flag: 'F',
    checkflag: false,
    sex_scope: '0',
    ...extra,
  };
}

/** Categories 05, 23, 09 and 12 with every linked item of §5 and its companions. */
export function sampleAddItemTree(): Schemas['AddItemCategory'][] {
  return [
    {
      cls_code: '05',
      text: '检验项目',
      children: [
        item('0501', '血常规（五分类）', 25, { checkflag: true }),
        item('0507', '糖化血红蛋白', 70, { act_price: 60, note: '反映近 2-3 个月平均血糖水平。' }),
        item('0510', '凝血功能（四项）', 60, { cxf_flag: 'T' }),
        item('0511', '心电图（麻醉前评估）', 30, { cxf_flag: 'T' }),
        item('0512', '幽门螺杆菌抗体分型', 90, { cxf_flag: 'T' }),
        item('0513', '宫颈取材费', 20, { sex_scope: '2', cxf_flag: 'T' }),
      ],
    },
    {
      cls_code: '23',
      text: '影像检查',
      children: [
        item('0130', '乳腺钼靶摄影（双侧）', 260, { sex_scope: '2', act_price: 230 }),
        item('2306', '影像胶片及数字存档', 30, { cxf_flag: 'T' }),
        item('2307', '乳腺钼靶双人阅片', 40, { sex_scope: '2', cxf_flag: 'T' }),
        item('2308', '头颅磁共振平扫（MRI）', 680),
        item('9263', '胸部低剂量螺旋 CT', 380, { act_price: 350 }),
      ],
    },
    {
      cls_code: '09',
      text: '功能与内镜检查',
      children: [
        item('9907', '无痛胃镜', 780, { act_price: 720, note: '需空腹 8 小时，需家属陪同。' }),
        item('9902', '无痛肠镜', 980, { act_price: 900 }),
        item('9908', '无痛胃肠镜联合检查', 1580, { act_price: 1450 }),
        item('0911', 'C13 尿素呼气试验', 150),
        item('9001', '静脉麻醉（胃镜）', 380, { cxf_flag: 'T' }),
        item('9002', '静脉麻醉（肠镜）', 420, { cxf_flag: 'T' }),
        item('9003', '静脉麻醉（胃肠镜联合）', 560, { cxf_flag: 'T' }),
        item('9004', '肠道准备药品', 60, { cxf_flag: 'T' }),
        item('9005', '动态血压监测配套袖带', 30, { cxf_flag: 'T' }),
        item('9286', '24 小时动态血压监测', 200),
      ],
    },
    {
      cls_code: '12',
      text: '妇科检查',
      children: [item('8979', '宫颈液基薄层细胞学检查（TCT）', 220, { sex_scope: '2', act_price: 200 })],
    },
  ];
}

/** Contract-shaped sample data for the booking screen tests (values follow openapi.yaml's examples). */
import type { Schemas } from '@checkup/sdk';
import { formatShanghaiDateTime } from '@checkup/sdk/rules';

/** The order PersonOrderAdd returns, created `agoMs` before now. */
export function sampleOrder(agoMs = 60_000): Schemas['Order'] {
  return {
    id: 'PO2026112200017',
    idCard: '440305199003078913',
    name: '李明',
    tel: '13812345678',
    type: 'person',
    state: 'S',
    created_Time: formatShanghaiDateTime(new Date(Date.now() - agoMs)),
    begin_Time: '2026-12-01',
    sumtime_Code: '02',
    sumtime_Name: '09:00-10:00',
    clus_Name: '男士基础体检套餐',
    clus_Code: 'TC001',
    price: 978,
    jd_price: 598,
    jd_flag: 'T',
    errmsg: '',
    company_Name: '',
    choose_comb_code: '',
    regno: '',
  };
}

export const samplePayParams: Schemas['PayParams'] = {
  appid: 'wx8a1c3e5f7b9d2e4a',
  timeStamp: '1795309860',
  nonceStr: 'Xy7kQ2mN9pLw4RtZ',
  package: 'prepay_id=wx22093100a1b2c3d4e5f6a7b8c9d0e1',
  paySign: 'k3JH8s0dF2QeYw1ZpLx7Vn4Bc9Rt6Mu5Aa0Gi2Ko=',
};

export const samplePackageItems: Schemas['PackageItem'][] = [
  {
    comb_code: '0101',
    comb_name: '血常规',
    comb_Code: '0101',
    comb_Name: '血常规',
    comb_Price: 25,
    note: '检查贫血、感染等血液疾病',
  },
  {
    comb_code: '0305',
    comb_name: '肝功能八项',
    comb_Code: '0305',
    comb_Name: '肝功能八项',
    comb_Price: 85,
    note: '评估肝脏功能，需空腹',
  },
];

export const sampleGroupUser: Schemas['GroupUser'] = {
  clus_code: 'TT001',
  clus_name: '华创科技2026年度员工体检套餐',
  lnc_code: 'L0012',
  lnc_name: '深圳华创科技有限公司',
  pat_name: '李明',
  idcard: '440305199003078913',
  tel: '13812345678',
  reg_no: '2611220031',
  wx_drprice: 300,
};

/** The contract's example: Q01 (single) leads to Q02 (fill-in) when 是 is chosen; Q03 is multiple choice. */
export const sampleQuestions: Schemas['Question'][] = [
  {
    question_code: 'Q01',
    question_name: '您是否吸烟？',
    type: '2',
    binding_code: '',
    answers: [
      { result_code: 'A0101', result_name: '是', result_el_code: 'B01' },
      { result_code: 'A0102', result_name: '否', result_el_code: '' },
    ],
  },
  { question_code: 'Q02', question_name: '您每天吸烟多少支？', type: '1', binding_code: 'B01', answers: [] },
  {
    question_code: 'Q03',
    question_name: '您有以下哪些症状？',
    type: '3',
    binding_code: '',
    answers: [
      { result_code: 'A0301', result_name: '头晕', result_el_code: '' },
      { result_code: 'A0302', result_name: '胸闷', result_el_code: 'B03' },
      { result_code: 'A0303', result_name: '无', result_el_code: '' },
    ],
  },
  { question_code: 'Q04', question_name: '胸闷多久了？', type: '1', binding_code: 'B03', answers: [] },
];

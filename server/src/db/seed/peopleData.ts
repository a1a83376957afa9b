/** Demo people: sign-in users, companies with group members. ID numbers carry a correct check digit. */
import { idNumberCheckDigit } from '@checkup/sdk/rules';

/** A valid 18-digit ID number from region (6 digits), birth date (YYYYMMDD) and sequence (3 digits; odd = male). */
export function demoIdNumber(region: string, birth: string, sequence: string): string {
  const first17 = `${region}${birth}${sequence}`;
  return `${first17}${idNumberCheckDigit(first17)}`;
}

/** Users the sandbox sign-in offers; the first is the main demo visitor with orders, payments and reports. */
export const DEMO_USERS = [
  {
    openid: 'o-demo-zhangwei',
    name: '张伟',
    idcard: demoIdNumber('330106', '19850312', '031'),
    tel: '13800138000',
    sex: 1,
    birthday: '1985-03-12',
    maritalType: 2,
  },
  {
    openid: 'o-demo-lina',
    name: '李娜',
    idcard: demoIdNumber('330102', '19900718', '042'),
    tel: '13900139000',
    sex: 2,
    birthday: '1990-07-18',
    maritalType: 1,
  },
] as const;

/** Relatives the main demo visitor has booked for (same openid, other ID numbers). */
export const DEMO_RELATIVES = [
  { name: '王芳', idcard: demoIdNumber('330104', '19870921', '026'), tel: '13700137000', sex: 2 },
  { name: '张建国', idcard: demoIdNumber('330105', '19580101', '015'), tel: '13600136000', sex: 1 },
] as const;

/**
 * People who had their check-ups at the centre and have no account in the app: each has two reports (like the main
 * demo visitor's) under a phone of their own, and logs in to them with name, ID number, phone and an SMS code. The
 * e2e tests that log in to reports take one each: a phone gets no new code for 60 s after an unused one, so a test
 * that stops between 获取验证码 and 查询报告 would otherwise make the next test's 获取验证码 fail as well.
 */
export const REPORT_VISITORS = [
  {
    name: '何军',
    idcard: demoIdNumber('330106', '19800305', '071'),
    tel: '13500135000',
    sex: 1,
    birthday: '1980-03-05',
  },
  {
    name: '林涛',
    idcard: demoIdNumber('330105', '19831022', '083'),
    tel: '13300133000',
    sex: 1,
    birthday: '1983-10-22',
  },
] as const;

export const COMPANIES = [
  { lnc_code: 'L0001', lnc_name: '示范市数智科技有限公司' },
  { lnc_code: 'L0002', lnc_name: '示范市第一中学' },
  { lnc_code: 'L0003', lnc_name: '浙江样例制造集团有限公司' },
] as const;

/** Group members. tel null = not yet bound (first login binds it). wx_drprice: self-pay allowance in yuan. */
export const GROUP_MEMBERS = [
  {
    reg_no: 'T202600001',
    lnc_code: 'L0001',
    pat_name: '陈明',
    idcard: demoIdNumber('330106', '19880506', '013'),
    tel: '13811110001',
    clus_code: 'G1001',
    wx_drprice: 500,
  },
  {
    reg_no: 'T202600002',
    lnc_code: 'L0001',
    pat_name: '刘洋',
    idcard: demoIdNumber('330106', '19920214', '024'),
    tel: '13811110002',
    clus_code: 'G2001',
    wx_drprice: 300,
  },
  {
    reg_no: 'T202600003',
    lnc_code: 'L0001',
    pat_name: '赵磊',
    idcard: demoIdNumber('330108', '19791130', '035'),
    tel: null,
    clus_code: 'G1001',
    wx_drprice: 0,
  },
  {
    reg_no: 'T202600004',
    lnc_code: 'L0002',
    pat_name: '孙丽',
    idcard: demoIdNumber('330103', '19830815', '046'),
    tel: '13822220004',
    clus_code: 'G2001',
    wx_drprice: 0,
  },
  {
    reg_no: 'T202600005',
    lnc_code: 'L0002',
    pat_name: '周强',
    idcard: demoIdNumber('330103', '19750403', '057'),
    tel: '13822220005',
    clus_code: 'G1001',
    wx_drprice: 1000,
  },
  {
    reg_no: 'T202600006',
    lnc_code: 'L0003',
    pat_name: '吴静',
    idcard: demoIdNumber('330110', '19950927', '068'),
    tel: '13833330006',
    clus_code: 'G2001',
    wx_drprice: 200,
  },
  // The main demo visitor is also an employee of L0001, so the group path can be walked after sandbox sign-in.
  {
    reg_no: 'T202600007',
    lnc_code: 'L0001',
    pat_name: '张伟',
    idcard: DEMO_USERS[0].idcard,
    tel: DEMO_USERS[0].tel,
    clus_code: 'G1001',
    wx_drprice: 800,
  },
  // Unbound with an allowance: a first login (name and SMS code) leads on to extras paid at the centre.
  {
    reg_no: 'T202600008',
    lnc_code: 'L0001',
    pat_name: '钱程',
    idcard: demoIdNumber('330106', '19860715', '091'),
    tel: null,
    clus_code: 'G1001',
    wx_drprice: 600,
  },
] as const;

/** Group login, group calendar and group order (booking-journey.md §5, §8). */
export const groupMessages = {
  incomplete: '请输入完整信息',
  companyRequired: '请输入单位名称',
  companyFromList: '请从下拉列表中选择单位',
  idRequired: '请输入身份证件号',
  idInvalid: '请输入正确的身份证件号',
  phoneRequired: '请输入手机号码',
  slotFull: '该时段已无号源！请选择其他时段',
  dateRequired: '请选择体检日期',
  orderEmpty: '体检信息不能为空！',
  orderDateInvalid: '体检日期错误',
} as const;

/** Personal calendar, personal order and pending payment (booking-journey.md §2, §4, §5, §8). */
export const bookingMessages = {
  dateConfirm: '日期确认',
  calendarFailed: '服务异常！请稍等',
  slotsFailed: '系统异常！请联系管理员',
  nameRequired: '请输入姓名',
  idRequired: '请输入身份证件号码',
  phoneRequired: '请输入手机号码',
  maleIdOnOtherPackage: '请选择对应性别的套餐！',
  sexMismatch: '身份信息与性别套餐不匹配',
  dateRequired: '请选择体检日期',
  timeRequired: '请选择报到时间',
  submitting: '订单生成中',
  submit: '提交订单',
  pendingPayment: '待付款',
  expired: '订单已过期',
  cancelNote: '如需取消预约，请在体检日前一天23:50前操作',
  viewOrder: '查看订单',
  confirmPayment: '确认支付',
} as const;

/** Payment results (booking-journey.md §4, §8; orders-reports-access.md §8). */
export const paymentMessages = {
  success: '支付成功',
  cancelled: '取消支付',
  failed: '支付失败，可能的原因：',
  failedCauses: [
    '1、网络不稳定或已断开；',
    '2、订单已超过支付时间；',
    '3、银行卡余额不足或已超出支付限额；',
    '4、微信版本过低，请升级后重试；',
    '5、其他原因，请稍后再试或联系工作人员。',
  ],
  sheetTitle: '模拟支付',
  sheetPay: '支付',
  sheetCancel: '取消',
  sheetFail: '失败',
} as const;

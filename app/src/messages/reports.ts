/** Report login and report screens (orders-reports-access.md §5, §8). */
export const reportMessages = {
  nameRequired: '请输入姓名',
  idRequired: '请输入身份证号',
  phoneRequired: '请输入手机号',
  codeSent: '验证码发送成功，5分钟内有效。',
  networkError: '网络异常',
  empty: '暂无报告数据',
} as const;

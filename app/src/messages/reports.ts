/** Report login and report screens (docs/product/orders-reports-access.md §5, §8). */
export const reportMessages = {
  nameRequired: '请输入姓名',
  idRequired: '请输入身份证号',
  phoneRequired: '请输入手机号',
  codeSent: '验证码发送成功，5分钟内有效。',
  networkError: '网络异常',
  empty: '暂无报告数据',
  /** The spec gives no text for a code that is not 6 digits. */
  codeInvalid: '请输入6位验证码',
  loginTitle: '体检报告查询',
  loginIntro: '请输入体检时登记的姓名、身份证号和手机号查询报告。',
  name: '姓名',
  idNumber: '身份证号',
  phone: '手机号',
  code: '验证码',
  login: '查询报告',
  hospitalPhone: '客服电话',
  listTitle: '我的报告',
  logout: '退出登录',
  yearLabel: '年份',
  allYears: '全部年份',
  homeTitle: '报告首页',
  guide: '报告阅读指南',
  final: '总检结论',
  suggest: '健康建议',
  details: '检查明细',
  pdf: '下载PDF报告',
  backToList: '返回报告列表',
  aiButton: 'AI解读报告',
  aiLabel: '报告AI解读',
  aiFailed: 'AI解读暂时无法使用，请稍后重试',
  /** What the guide page says about reading the report (the spec names the page, not its text). */
  guideSections: [
    {
      title: '报告由哪些部分组成',
      text: '报告首页列出您的基本信息；总检结论是主检医生对本次体检的综合判断；健康建议给出复查、就医和生活方式的建议；检查明细列出每个项目的检查结果。',
    },
    {
      title: '如何看检查明细',
      text: '每项指标给出结果、单位和参考范围。超出参考范围的结果标有“↑偏高”或“↓偏低”。轻微偏离不一定代表疾病，请结合总检结论和医生建议理解。',
    },
    {
      title: 'AI解读',
      text: '总检结论页可使用AI解读，帮助您理解报告中的专业术语。AI解读仅供参考，不能代替医生的诊断。',
    },
    { title: '有疑问怎么办', text: '如对报告有疑问，请携带报告到体检中心咨询，或拨打客服电话。' },
  ],
} as const;

/** The personalised questionnaire flow and recommended items (orders-reports-access.md §5, §8). */
export const personalisedMessages = {
  incomplete: '请完善信息',
  chooseAnswer: '请选择答案',
  fillAnswer: '请填写答案',
  dataFailed: '数据获取异常！请联系管理员处理',
  packageFailed: '获取套餐数据异常！',
  noPackage: '暂无符合体检项目套餐',
  busy: '网络繁忙~请稍后再试',
} as const;

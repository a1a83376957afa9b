/** The health questionnaire `/questionIndex` (docs/product/booking-journey.md §2, §4, §5, §8). */
export const questionnaireMessages = {
  next: '下一题',
  previous: '上一题',
  finish: '完成',
  multipleRequired: '请完成多选题',
  answerRequired: '请完问题',
  inconsistent: '错误！',
  finished: '您已完成健康调查，感谢您的支持',
  finishedConfirm: '确认',
  finishedReturn: '返回',
  loadFailed: '网络繁忙！请稍后再试',
  title: '健康问卷调查',
  loading: '问卷加载中',
  /** Position of the question on screen (follow-ups make the total unknown in advance). */
  progress: (position: number) => `第${position}题`,
} as const;

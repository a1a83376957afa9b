/** Texts shared by several areas. */
export const commonMessages = {
  /** The app's name and home's title: the page's title (index.html's `<title>`) wherever a screen has none of its own. */
  appName: '体检预约',
  /** Any request failure (docs/product/orders-reports-access.md §8; docs/product/booking-journey.md §8 for details, order, company list). */
  busy: '系统繁忙！请稍后再试',
  confirm: '确认',
  cancel: '取消',
  back: '返回',
  backHome: '返回首页',
  next: '下一步',
  retry: '重试',
  /** The sign-up form's and the personalised flow's 性别 choice (SexChoice). */
  sex: '性别',
  male: '男',
  female: '女',
} as const;

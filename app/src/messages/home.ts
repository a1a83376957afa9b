/** Home screen (docs/product/booking-journey.md §2 Home). */
export const homeMessages = {
  title: '体检预约',
  bookNow: '立即预约',
  groupLogin: '团检登录',
  currentCampus: '当前院区',
  personalCard: '个人体检',
  /** The types 立即预约 offers (§2 Home: 健康体检 or 入职体检; the driving-licence list is not reached from home). */
  personalCardNote: '健康体检 · 入职体检',
  groupCard: '团体体检',
  groupCardNote: '单位组织员工体检',
  personalCentre: '个人中心',
  tileOrders: '预约查询',
  tileReports: '体检报告',
  tileGuide: '智能导检',
  tileNotice: '体检须知',
  /** Smart guide (docs/product/booking-journey.md §8). */
  guideUnavailable: '暂未开放',
  switchCampus: '切换院区',
  campusTitle: '选择院区',
  /** Toast after choosing a campus. */
  campusChosen: (campusName: string) => `已选择${campusName}`,
  chooseType: '选择体检类型',
  typePerson: '健康体检',
  typeStaff: '入职体检',
  carouselLabel: '院区图片',
} as const;

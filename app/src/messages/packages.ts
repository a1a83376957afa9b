/** Package lists and package details (booking-journey.md §2, §5, §8). */
export const packageMessages = {
  tabMale: '男',
  tabFemale: '女',
  tabVehicle: '驾驶证',
  tabsLabel: '套餐分类',
  searchPlaceholder: '搜索套餐名称',
  empty: '暂无体检套餐，请联系管理员',
  marriedPackage: '这是已婚套餐，确认已婚可选择',
  marriedContinue: '继续',
  /** docs/adr/0043: the married package declined at the order (the visitor is stored as unmarried). */
  marriedDeclined: '未确认已婚，无法预约已婚套餐，请返回选择其他套餐',
  questionnaireTitle: '健康问卷调查',
  questionnaireOffer: '是否通过健康问卷调查为您生成体检套餐？',
  questionnaireGo: '去填写',
  questionnaireNo: '不用了',
  /** Personal list: the way into the personalised questionnaire (/Questionnaire), which recommends extra items. */
  personalisedEntry: '个性化体检',
  personalisedEntryLabel: '回答健康问卷，为您推荐适合的加项',
  titlePerson: '健康体检套餐',
  titleStaff: '入职体检套餐',
  titleVehicle: '驾驶证体检套餐',
  detailsTitle: '套餐详情',
  detailsTabsLabel: '套餐信息',
  introTab: '套餐介绍',
  noticeTab: '体检须知',
  itemsTitle: '套餐项目',
  /** Package details: the extras prompt for non-staff types. */
  addItemsPrompt: '如有需求，可添加套餐外的体检项目。是否添加体检项目？',
  addItemsYes: '添加',
  addItemsNo: '不添加',
  noItems: '暂无项目数据',
  nextStep: '下一步',
} as const;

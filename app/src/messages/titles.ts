/**
 * Each screen's name, by its route path (`routing/table.ts`): the page's title (`document.title`, which the messaging
 * app's top bar shows and screen readers read) while the screen shows, set by `routing/screenChange.ts`. Each is the
 * text the screen shows as its NavBar title, its `<h1>` (table.test.ts compares them with the screens' messages);
 * /TeamLogin, which has no screen, is named like the group login it stands for.
 * Loaded as a chunk of its own when the app first leaves home or opens on another screen: the first load of `/` needs
 * none of it (home's title is index.html's `<title>`, `commonMessages.appName`).
 */

export const screenTitles: Readonly<Record<string, string>> = {
  '/': '体检预约',
  '/PersonIndex': '健康体检套餐',
  '/StaffIndex': '入职体检套餐',
  '/VehicleIndexs': '驾驶证体检套餐',
  '/questionIndex': '健康问卷调查',
  '/PersonDetails': '套餐详情',
  '/addClusItem': '添加体检项目',
  '/PersonBookSum': '选择体检日期',
  '/PersonOrders': '确认订单',
  '/PersonPayment': '订单支付',
  '/GroupLogin': '团体体检登录',
  '/TeamLogin': '团体体检登录',
  '/TeamDetails': '团检套餐',
  '/TeamAddClusItem': '添加体检项目',
  '/TeamBookSum': '选择体检日期',
  '/TeamOrders': '确认预约',
  '/MyOrderList': '我的预约',
  '/OrderDetails': '订单详情',
  '/PayRecord': '缴费记录',
  '/PayConfirm': '缴费确认',
  '/SweepCodePay': '扫码缴费',
  '/ReportLogin': '体检报告查询',
  '/ReportList': '我的报告',
  '/ReportMian': '报告首页',
  '/ReportGuide': '报告阅读指南',
  '/ReportFinal': '总检结论',
  '/ReportSuggest': '健康建议',
  '/ReportDetails': '检查明细',
  '/Questionnaire': '个性化体检',
  '/questionBaseInfo': '基本信息',
  '/question': '健康问卷',
  '/questionJkpg': '健康评估',
  '/questionords': '我的个性化体检',
  '/questionResult': '推荐体检项目',
  '/questionDetails': '项目详情',
  '/signature': '电子签名',
  '/notice': '体检须知',
  '/test': '文档预览',
  '/oauth': '授权登录',
  '/login': '账号登录 / 注册',
};

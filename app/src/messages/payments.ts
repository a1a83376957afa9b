/** Payment records, the pay-confirm page and sweep-code pay (docs/product/orders-reports-access.md §4, §5, §8). */
export const payRecordMessages = {
  empty: '暂无缴费记录',
  notFound: '该体检人员不存在',
  lookupFailed: '系统异常！请联系工作人员',
  expired: '订单已过期',
  /** Readable labels of `pay_flag` (§4). */
  payFlag: {
    F: '待缴费',
    EING: '缴费中',
    TJServeERR: '已退费',
    RefundERR: '退费失败',
    T: '已缴费',
  },
  listTitle: '缴费记录',
  pay: '去缴费',
  regno: '体检登记号',
  name: '姓名',
  date: '体检日期',
  package: '体检套餐',
  amount: '缴费金额',
  confirmTitle: '缴费确认',
  payNow: '确认支付',
  sweepTitle: '扫码缴费',
  sweepIntro: '请输入或扫描缴费单上的体检登记号',
  regnoRequired: '请输入体检登记号',
} as const;

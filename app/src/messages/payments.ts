/** Payment records, the pay-confirm page and sweep-code pay (orders-reports-access.md §4, §5, §8). */
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
} as const;

/** Order list and order details (orders-reports-access.md §2, §4, §8). */
export const orderMessages = {
  empty: '暂无体检订单',
  pastDeadline: '已过有效取消时间，无法取消！',
  cancelled: '成功取消！',
  revoked: '撤销成功',
  revokeFailed: '撤销失败！请稍后再试',
  noticeBookAhead: '体检需至少提前1天预约',
  noticeInterpretation: '本院保留最终解释权',
  /** Readable labels of the order states of §4. */
  state: {
    F: '预约成功',
    S: '待付款',
    C: '已撤销',
    export: '已导入',
    E: '异常',
    Refund: '已退款',
  },
} as const;

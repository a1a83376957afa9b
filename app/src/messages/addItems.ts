/** The add-item screens `/addClusItem` and `/TeamAddClusItem` (orders-reports-access.md §5, §8). */
export const addItemMessages = {
  overAllowance: '超出自费金额',
  totalMismatch: '金额异常',
  onSiteOnly: '该项目需要到现场增加',
  loadFailed: '加载数据失败！',
  systemError: '系统异常！',
  noItems: '暂无项目数据',
  modify: '修改',
  confirm: '确认',
  bookNow: '立即预约',
} as const;

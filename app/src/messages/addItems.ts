/** The add-item screens `/addClusItem` and `/TeamAddClusItem` (docs/product/orders-reports-access.md §5, §8). */
export const addItemMessages = {
  overAllowance: '超出自费金额',
  totalMismatch: '金额异常',
  /** §8 on-site-only item, named (docs/adr/0041): e.g. 骨密度检测：该项目需要到现场增加. */
  onSiteOnly: (name: string) => `${name}：该项目需要到现场增加`,
  loadFailed: '加载数据失败！',
  systemError: '系统异常！',
  modify: '修改',
  confirm: '确认',
  bookNow: '立即预约',
  title: '添加体检项目',
  searchLabel: '搜索体检项目',
  categoriesLabel: '项目分类',
  inPackage: '套餐已含',
  /** Footer count, e.g. 已选3项. */
  selectedCount: (count: number) => `已选${count}项`,
  total: '合计',
  confirmTitle: '确认添加以下项目',
  /** Refusal when a companion of a chosen linked item is unticked (§5 linked selections). */
  companionRequired: (name: string) => `该项目为“${name}”的配套项目，不能单独取消`,
} as const;

/** The check-up notice and the demo document viewer (docs/product/booking-journey.md §2, §8). */
export const noticeMessages = {
  title: '体检须知',
  loadFailed: '加载失败，请联系工作人员！',
  viewerTitle: '文档预览',
  zoomLabel: '缩放',
} as const;

/** The signature pad page `/signature` (docs/product/orders-reports-access.md §2). */
export const signatureMessages = {
  title: '电子签名',
  intro: '请在下方区域内手写签名，签名将作为您本次体检知情同意的确认。',
  pad: '签名区域',
  save: '保存',
  clear: '清除',
  next: '下一步',
  saved: '签名已保存',
  required: '请先签名',
  savedTitle: '已保存的签名',
  savedAt: (time: string) => `签名时间：${time}`,
  savedImage: '您保存的签名',
} as const;

/** Texts the HTTP layer sends in `returnMsg` (the spec's wording where it has one). */
export const MESSAGES = {
  rateLimited: '当前请求人数过多，请稍后再试',
  tokenInvalid: '登录已过期，请重新获取令牌',
  malformedJson: '请求参数错误：请求体不是合法的 JSON',
  bodyTooLarge: '请求参数错误：请求体过大',
  tooDeep: '请求参数错误：请求体嵌套层级过深',
  nulCharacter: '请求参数错误：文本中含有非法字符',
  unsupportedMediaType: '请求参数错误：不支持的请求内容类型',
  badEncryption: '请求参数错误：加密内容无法解密',
  badRequest: '请求参数错误',
  notFound: '接口不存在',
  serverError: '系统繁忙！请稍后再试',
  identityMismatch: '身份校验失败，请重新授权登录',
  reportLoginRequired: '请先验证手机号',
  badSignature: '签名校验失败',
  /** openapi.yaml GetToken 400 example. */
  clientUnknown: '未知的客户端',
  /** A registered confidential client with a wrong or missing secret. */
  clientInvalid: '客户端认证失败',
  grantUnsupported: '不支持的授权类型',
  sandboxClockDisabled: '时钟控制未启用',
  pdfCodeInvalid: '报告链接无效',
  pdfCodeExpired: '报告链接已过期，请重新下载',
  reportNotFound: '暂无报告数据',
  /** orders-reports-access.md §8 (questionnaire and items). */
  aiUnavailable: '网络繁忙~请稍后再试',
} as const;

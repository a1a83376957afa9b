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
  headersTooLarge: '请求参数错误：请求头过大',
  requestTimeout: '请求超时，请重试',
  notFound: '接口不存在',
  serverError: '系统繁忙！请稍后再试',
  identityMismatch: '身份校验失败，请重新授权登录',
  badSignature: '签名校验失败',
  /** openapi.yaml GetToken 400 example. */
  clientUnknown: '未知的客户端',
  /** A registered confidential client with a wrong or missing secret. */
  clientInvalid: '客户端认证失败',
  grantUnsupported: '不支持的授权类型',
  /** A scope the client is not registered for (only `checkup.api`). */
  scopeInvalid: '不支持的授权范围',
  sandboxClockDisabled: '时钟控制未启用',
  pdfCodeInvalid: '报告链接无效',
  pdfCodeExpired: '报告链接已过期，请重新下载',
  /** docs/product/orders-reports-access.md §8 (questionnaire and items). */
  aiUnavailable: '网络繁忙~请稍后再试',
} as const;

/**
 * What an operation answers (HTTP 200, `success: false`) when the outside system behind it fails or does not answer in
 * time (services/upstreams.ts): the legacy backend's messages, as the contract pins them (spec §8 and the pacts).
 */
export const UPSTREAM_MESSAGES = {
  /** Packages, package items, companies. */
  catalogue: '系统繁忙！请稍后再试',
  /** The add-item tree: the spec's two toasts, a failed load and a request that never came back. */
  addItems: { unavailable: '加载数据失败！', timeout: '系统异常！' },
  /** Calendar days (GetPersonSumList, GetTeamSumList). */
  calendarDays: '服务异常！请稍等',
  /** Time slots of a day (GetSumTimeList, GetTeamSumTimeList); the spec's slot load failure. */
  calendarSlots: '系统异常！请联系管理员',
  questionnaire: '数据获取异常！请联系管理员处理',
  recommendations: '获取套餐数据异常！',
  /** The hospital's billing lookup (GetInforMation). */
  hospitalSystem: '系统异常！请联系工作人员',
  jsapiTicket: '网络繁忙~请稍后再试',
  signIn: { unavailable: '微信授权失败', timeout: '网络繁忙:获取授权地址超时' },
} as const;

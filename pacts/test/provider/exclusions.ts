/**
 * Interactions the reference server is not verified against, each with its reason. The list is the honest state of
 * the contract: an entry goes away when the server (or the contract) is fixed.
 */
import type { StateKey } from '../../src/states';

/** Outages of the legacy hospital systems the reference server has no switch for (a hospital backend verifies them). */
export const UNSIMULATED_STATES: readonly StateKey[] = [
  'catalogueUnavailable',
  'calendarUnavailable',
  'questionnaireUnavailable',
  'itemDataUnavailable',
  'hospitalSystemDown',
  'smsGatewayDown',
  'wxConfigUnavailable',
  'oauthUnavailable',
  'oauthTimeout',
  'refundRefused',
];

/** Interactions where the reference server answers differently from openapi.yaml (by description). */
export const KNOWN_DEVIATIONS: Readonly<Record<string, string>> = {
  'a sandbox sign-in allowed': "Pact's verifier follows the 302, so the Location and Set-Cookie of the answer cannot be checked",
  'a sandbox sign-in denied': "Pact's verifier follows the 302, so the Location of the answer cannot be checked",
  'a token request of an unknown client': 'server says error_description 客户端认证失败, openapi.yaml 未知的客户端',
  'a registration with an ID number whose check digit is wrong': 'server says 身份证号码非法, openapi.yaml 身份证号码校验位不合法',
  'a report interpretation while the upstream model fails': 'server says AI 服务暂不可用，请稍后再试, openapi.yaml 网络繁忙~请稍后再试',
  'a request to move the server clock while clock control is disabled': 'server says 沙箱时钟未启用, openapi.yaml 时钟控制未启用',
  'a request to pay an amount other than the amount due': 'server ignores pay_money of SweepCodePay instead of answering 金额异常',
  'a request for the amount due of a settled registration': 'server answers the settled record (查询成功) instead of 订单已过期',
  'a group booking without the member’s registration number': 'server accepts regno \'\' (books by ID) instead of answering 体检信息不能为空！',
};

/**
 * TeamLogin's answer to every login without a code that is not a member bound to this phone: the app then asks for
 * the member's name and an SMS code (docs/adr/0050-group-phone-bound-after-sms-code.md).
 */
export const TEAM_LOGIN_BIND_REQUIRED_MESSAGE = '首次登录请填写姓名并获取验证码';

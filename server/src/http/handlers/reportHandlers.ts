import {
  endReportGrant,
  getReportDetail,
  grantCovers,
  grantedAccess,
  listReports,
  NO_REPORT_MESSAGE,
  REPORT_LOGIN_OK_MESSAGE,
  REPORT_LOGOUT_MESSAGE,
  reportByNumber,
  reportLogin,
  type GrantedAccess,
} from '../../services/reports';
import { listSmsOutbox, sendVerifyCode } from '../../services/verifyCodes';
import { clientAddressBucket } from '../../platform/rateLimiter';
import { BusinessError } from '../../services/errors';
import type { HttpContext } from '../context';
import { success } from '../envelope';
import type { PartialHandlerMap } from '../handlerTypes';
import { MESSAGES } from '../messages';
import { refuse } from '../operationRoutes';
import { readPdfCode } from '../pdf/pdfCode';
import { renderReportPdf } from '../pdf/reportPdf';

/** Verification codes (sandbox SMS), report login, reports and their PDF. */
export function reportHandlers(
  ctx: HttpContext,
): PartialHandlerMap<
  | 'GetVerifyCode'
  | 'ReportLogin'
  | 'ReportLogout'
  | 'GetReportList'
  | 'GetReportDetail'
  | 'GetTimeStamp'
  | 'GetReportPdf'
  | 'SandboxSmsOutbox'
> {
  const { services, sessions, clock, config, rsa } = ctx;
  return {
    async GetVerifyCode({ body, request }) {
      const message = await sendVerifyCode(services, body.tel, undefined, clientAddressBucket(request.ip));
      // The sandbox gateway: the code is in the outbox; the log line's phone is masked by the logger.
      request.log.info({ tel: body.tel }, 'sandbox SMS: verification code sent (see /sandbox/sms)');
      return { success: true, returnMsg: message };
    },
    async ReportLogin({ body, session }) {
      const grant = await reportLogin(services, body.tel, body.code, session?.id);
      if (session) await sessions.setReportGrant(session.id, grant.grantId);
      return { success: true, returnMsg: REPORT_LOGIN_OK_MESSAGE };
    },
    async ReportLogout({ session }) {
      if (session?.reportGrant) {
        await endReportGrant(services, session.reportGrant);
        await sessions.setReportGrant(session.id, null);
      }
      return { success: true, returnMsg: REPORT_LOGOUT_MESSAGE };
    },
    async GetReportList({ body, session }) {
      const groups = await listReports(services, session?.reportGrant ?? undefined, body);
      return success(groups, groups.length > 0 ? '查询成功' : NO_REPORT_MESSAGE);
    },
    GetReportDetail: async ({ body, session }) =>
      success(JSON.stringify([await getReportDetail(services, session?.reportGrant ?? undefined, body.regNo)])),
    GetTimeStamp: () => success(clock.now().getTime()),

    async GetReportPdf(call) {
      const nowMs = clock.now().getTime();
      const code = await readPdfCode(call.query.code, rsa.privateKey, nowMs, config.pdfCodeTtlMs);
      if (!code.ok)
        return refuse(
          call,
          code.reason === 'expired' ? 403 : 400,
          code.reason === 'expired' ? MESSAGES.pdfCodeExpired : MESSAGES.pdfCodeInvalid,
        );
      let access: GrantedAccess;
      try {
        access = await grantedAccess(services, call.session?.reportGrant ?? undefined);
      } catch (err) {
        if (err instanceof BusinessError) return refuse(call, 403, err.message);
        throw err;
      }
      let report: Awaited<ReturnType<typeof reportByNumber>>;
      try {
        report = await reportByNumber(services, code.regNo);
      } catch (err) {
        if (err instanceof BusinessError) return refuse(call, 404, err.message);
        throw err;
      }
      // Only the reports of the person and phone this session verified, like GetReportDetail. Someone else's report is
      // answered as an unknown one, so a verified caller cannot probe which report numbers exist.
      if (!grantCovers(access, report)) return refuse(call, 404, NO_REPORT_MESSAGE);
      const pdf = await renderReportPdf(report.detail, config.pdfFont);
      return call.reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="report-${encodeURIComponent(report.detail.regno)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },

    async SandboxSmsOutbox(call) {
      if (!config.runtime.sandbox) return refuse(call, 404, MESSAGES.notFound);
      return success(await listSmsOutbox(services, call.query.tel));
    },
  };
}

/**
 * `/TeamOrders`: the group order confirmation (docs/product/booking-journey.md §2 Group path, §5). Every field is read-only: the
 * member comes from group login, the day and slot from the group calendar, the extras from the group add-items screen.
 */
import type { Schemas } from '@checkup/sdk';
import { parseIsoDate, shortName, SHORT_NAME_MAX_LENGTH, weekdayLabel } from '@checkup/sdk/rules';
import { Button, Cell, CellGroup, Field, NavBar, toast } from '@checkup/ui';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { bookingRange, isInRange } from '../booking/bookingRange';
import { tellFailure } from '../../shared/failureMessages';
import { actionRow, screenBody } from '../../shared/layout';
import { useIdempotencyKey } from '../../shared/idempotencyKey';
import { useDelayedNavigate } from '../../shared/useDelayedNavigate';
import { useServerOffset } from '../../shared/useServerOffset';
import { useSubmitOnce, type SubmitOutcome } from '../../shared/useSubmitOnce';
import { groupMessages } from '../../messages';
import { useApi, useConfig, useSession } from '../../services/AppServices';
import type { Appointment } from '../../session/values';
import { useBack } from '../../routing/useBack';

function GroupOrderScreen() {
  const session = useSession();
  const [member] = useState(() => session.groupUser.get());
  if (!member) return <Navigate to="/GroupLogin" replace />;
  return <GroupOrder member={member} />;
}

/** The first problem of the order: missing member information, then a missing or unbookable date. */
function groupOrderProblem(
  member: Schemas['GroupUser'],
  appointment: Appointment | undefined,
  range: { start: string; end: string },
): string | null {
  const information = [member.pat_name, member.idcard, member.tel, member.clus_code, member.lnc_code];
  if (information.some((value) => !value.trim())) return groupMessages.orderEmpty;
  if (
    !appointment ||
    !parseIsoDate(appointment.date) ||
    !isInRange(appointment.date, range) ||
    !appointment.sumtime_Code
  ) {
    return groupMessages.orderDateInvalid;
  }
  return null;
}

function GroupOrder({ member }: { member: Schemas['GroupUser'] }) {
  const api = useApi();
  const config = useConfig();
  const session = useSession();
  const back = useBack();
  const redirect = useDelayedNavigate();
  const offsetMs = useServerOffset();
  const idempotencyKey = useIdempotencyKey();
  const [{ appointment, extras, openid }] = useState(() => ({
    appointment: session.appointment.get(),
    // Extras exist only for members with a self-pay allowance; anything else in the session is from another booking.
    extras: member.wx_drprice > 0 ? (session.chosenItems.get()?.clusOut ?? []) : [],
    openid: session.openid.get() ?? session.user.get()?.openid ?? '',
  }));
  // The form shows (and sends) at most 6 characters of the name (§5, §9); the server matches them to the record.
  const name = shortName(member.pat_name);

  const submit = useSubmitOnce(async (): Promise<SubmitOutcome> => {
    const problem = groupOrderProblem(member, appointment, bookingRange(config, Date.now() + offsetMs));
    if (problem || !appointment) {
      toast(problem ?? groupMessages.orderDateInvalid);
      return 'again';
    }
    const order: Schemas['TeamOrderAddRequest'] = {
      openid,
      name,
      tel: member.tel,
      idcard: member.idcard,
      clus_code: member.clus_code,
      clus_name: member.clus_name,
      begin_time: appointment.date,
      lnc_Code: member.lnc_code,
      sumtime_Code: appointment.sumtime_Code,
      sumtime_Name: appointment.sumtime_Name,
      company_Name: member.lnc_name,
      regno: member.reg_no,
      spType: appointment.spType ?? member.lnc_code,
      choose_comb_code: extras.map((item) => item.comb_code).join(','),
    };
    // The same order sent again after a failure keeps its key: the server answers the booking it made, if it made one.
    const result = await api.call('TeamOrderAdd', order, { headers: { 'Idempotency-Key': idempotencyKey(order) } });
    if (!result.ok) {
      await tellFailure(result.error);
      return 'again';
    }
    if (result.returnMsg) toast(result.returnMsg);
    // Replace: back from the order list must not show the submitted form again, ready for a second order.
    redirect('/MyOrderList', { replace: true });
    return 'done';
  });

  return (
    <main>
      <NavBar title={groupMessages.orderTitle} onBack={back} />
      <div className={screenBody}>
        <Field label={groupMessages.name} value={name} maxLength={SHORT_NAME_MAX_LENGTH} readOnly />
        <Field label={groupMessages.idCard} value={member.idcard} readOnly />
        <Field label={groupMessages.phone} value={member.tel} readOnly />
        <CellGroup>
          <Cell title={groupMessages.company} value={member.lnc_name} />
          <Cell title={groupMessages.package} value={member.clus_name} />
          <Cell
            title={groupMessages.date}
            value={
              appointment && parseIsoDate(appointment.date)
                ? `${appointment.date} ${weekdayLabel(appointment.date)}`
                : appointment?.date
            }
          />
          <Cell title={groupMessages.time} value={appointment?.sumtime_Name ?? ''} />
          <Cell
            title={groupMessages.extras}
            value={extras.length > 0 ? extras.map((item) => item.comb_name).join('、') : groupMessages.noExtras}
          />
        </CellGroup>
        <div className={actionRow}>
          <Button variant="primary" block loading={submit.busy} onClick={submit.run}>
            {groupMessages.submit}
          </Button>
        </div>
      </div>
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { GroupOrderScreen as Component };

/**
 * `/PersonOrders`: the personal order confirmation (docs/product/booking-journey.md §2 Personal order, §5, §8). Name, ID number
 * and phone are prefilled from the stored user and may be corrected; the rest comes from the booking so far.
 */
import type { Schemas } from '@checkup/sdk';
import {
  encodeChosenExtras,
  fenToYuan,
  payablePriceFen,
  shanghaiDateOf,
  weekdayLabel,
  type Fen,
} from '@checkup/sdk/rules';
import { Button, Cell, CellGroup, confirm, FieldGroup, LoadingOverlay, NavBar, PriceTag, toast } from '@checkup/ui';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { tellFailure } from '../../shared/failureMessages';
import { actionRow, screenBody } from '../../shared/layout';
import { orderTotalFen } from './orderTotal';
import { PackageItemList } from '../../shared/PackageItemList';
import { useIdempotencyKey } from '../../shared/idempotencyKey';
import { IdNumberField, NameField, PhoneField } from '../../shared/PersonFields';
import { documentSexOf, personOrderProblem } from './personOrderChecks';
import { useDelayedNavigate } from '../../shared/useDelayedNavigate';
import { packageItemsFailureText, usePackageItems } from '../../shared/usePackageItems';
import { useSubmitOnce, type SubmitOutcome } from '../../shared/useSubmitOnce';
import { bookingMessages, packageMessages } from '../../messages';
import { useApi, useConfig, useSession } from '../../services/AppServices';
import { useFormDraft } from '../../session/useFormDraft';
import type { Appointment, StoredPackage } from '../../session/values';
import { useBack } from '../../routing/useBack';
import { needsMarriedConfirmation } from './packageLists';

function PersonOrderScreen() {
  const session = useSession();
  const [pkg] = useState(() => session.package.get());
  if (!pkg) return <Navigate to="/" replace />;
  return <PersonOrderForm chosen={pkg} />;
}

function PersonOrderForm({ chosen }: { chosen: StoredPackage }) {
  const [pkg, setPkg] = useState(chosen);
  const api = useApi();
  const config = useConfig();
  const session = useSession();
  const navigate = useNavigate();
  const back = useBack();
  const redirect = useDelayedNavigate();
  const [{ appointment, extras, user, openid }] = useState(() => ({
    appointment: session.appointment.get(),
    extras: session.chosenItems.get(),
    user: session.user.get(),
    openid: session.openid.get(),
  }));
  // Prefilled from the signed-in user; what the visitor typed over it survives a reload (for this user), until the
  // order is made or home starts a new booking.
  const draft = useFormDraft(
    'PersonOrders',
    { name: user?.name ?? '', idCard: user?.idcard ?? '', tel: user?.tel ?? '' },
    { scope: user?.openid ?? openid ?? '' },
  );
  const { name, idCard, tel } = draft.form;
  const { edit } = draft;
  const [creating, setCreating] = useState(false);
  const items = usePackageItems(pkg.clus_Code);
  const totalFen = orderTotalFen(pkg, extras);
  const idempotencyKey = useIdempotencyKey();

  const submit = useSubmitOnce(async (): Promise<SubmitOutcome> => {
    const problem = personOrderProblem({
      name,
      idCard,
      tel,
      packageSex: pkg.sex,
      date: appointment?.date,
      slotCode: appointment?.sumtime_Code,
      documentSex: documentSexOf(user, idCard),
      today: shanghaiDateOf(new Date()),
    });
    if (problem || !appointment) {
      toast(problem ?? bookingMessages.dateRequired);
      return 'again';
    }
    // A married package chosen before sign-in is confirmed here, once the marital status is known (docs/adr/0043).
    const confirmed = pkg.marriedConfirmed === true || !needsMarriedConfirmation(pkg.marr_status, user);
    if (!confirmed) {
      if (
        !(await confirm({
          content: packageMessages.marriedPackage,
          confirmText: packageMessages.marriedContinue,
          cancelText: packageMessages.marriedBack,
        }))
      ) {
        toast(packageMessages.marriedDeclined);
        return 'again';
      }
      const confirmedPkg = { ...pkg, marriedConfirmed: true };
      session.package.set(confirmedPkg);
      setPkg(confirmedPkg);
    }
    setCreating(true);
    const order = orderRequest({
      pkg,
      appointment,
      extras,
      name,
      idCard,
      tel,
      openid: openid ?? user?.openid ?? '',
      totalFen,
    });
    // Sent again unchanged after a failure, the order keeps its key: if the first send was booked (its answer lost to the
    // request timeout), the server answers that order instead of refusing a second one.
    const result = await api.call('PersonOrderAdd', order, { headers: { 'Idempotency-Key': idempotencyKey(order) } });
    setCreating(false);
    if (!result.ok) {
      await tellFailure(result.error);
      return 'again';
    }
    draft.forget();
    session.order.set(result.data.ord);
    if (result.returnMsg) toast(result.returnMsg);
    // Replace: back from the next screen must not show the submitted form again, ready for a second order.
    redirect(config.payEnabled ? '/PersonPayment' : '/MyOrderList', { replace: true });
    return 'done';
  });

  return (
    <main>
      <NavBar title={bookingMessages.orderTitle} onBack={back} />
      <div className={screenBody}>
        <FieldGroup>
          <IdNumberField
            label={bookingMessages.idCard}
            placeholder={bookingMessages.idRequired}
            value={idCard}
            onChange={(event) => edit({ idCard: event.target.value })}
          />
          <NameField
            label={bookingMessages.name}
            placeholder={bookingMessages.nameRequired}
            value={name}
            onChange={(event) => edit({ name: event.target.value })}
          />
          <PhoneField
            label={bookingMessages.phone}
            placeholder={bookingMessages.phoneRequired}
            value={tel}
            onChange={(event) => edit({ tel: event.target.value })}
          />
        </FieldGroup>
        <CellGroup>
          <Cell
            title={bookingMessages.date}
            value={appointment ? `${appointment.date} ${weekdayLabel(appointment.date)}` : bookingMessages.dateRequired}
            onClick={() => void navigate('/PersonBookSum')}
          />
          <Cell title={bookingMessages.time} value={appointment?.sumtime_Name ?? bookingMessages.timeRequired} />
          <Cell title={bookingMessages.checkType} value={bookingMessages.checkTypes[pkg.PersonalSpan]} />
          <Cell title={bookingMessages.package} value={pkg.clus_Name} />
          <Cell title={bookingMessages.total} value={<PriceTag price={fenToYuan(totalFen)} />} />
        </CellGroup>
        {items.status === 'ok' && (
          <PackageItemList
            title={bookingMessages.includedItems}
            items={items.data}
            price={fenToYuan(payablePriceFen(pkg))}
          />
        )}
        {items.status === 'failed' && <p>{packageItemsFailureText(items.error)}</p>}
        <CellGroup title={bookingMessages.extraItems}>
          {extras?.clusOut.length ? (
            extras.clusOut.map((item) => (
              <Cell key={item.comb_code} title={item.comb_name} value={<PriceTag price={item.act_price} />} />
            ))
          ) : (
            <Cell title={bookingMessages.noExtraItems} />
          )}
        </CellGroup>
        <div className={actionRow}>
          <Button variant="primary" block loading={submit.busy} onClick={submit.run}>
            {bookingMessages.submit}
          </Button>
        </div>
      </div>
      <LoadingOverlay open={creating} text={bookingMessages.submitting} />
    </main>
  );
}

interface OrderInput {
  pkg: StoredPackage;
  appointment: Appointment;
  extras: Schemas['ChosenExtras'] | undefined;
  name: string;
  idCard: string;
  tel: string;
  openid: string;
  totalFen: Fen;
}

/** The PersonOrderAdd payload (docs/product/booking-journey.md §3 "Personal order request"). */
function orderRequest({
  pkg,
  appointment,
  extras,
  name,
  idCard,
  tel,
  openid,
  totalFen,
}: OrderInput): Schemas['PersonOrderAddRequest'] {
  return {
    openid,
    name: name.trim(),
    idCard: idCard.trim(),
    tel: tel.trim(),
    clus_Name: pkg.clus_Name,
    clus_Code: pkg.clus_Code,
    begin_Time: appointment.date,
    type: pkg.PersonalSpan,
    sumtime_Code: appointment.sumtime_Code,
    sumtime_Name: appointment.sumtime_Name,
    price: fenToYuan(totalFen),
    choose_comb_code: encodeChosenExtras(extras?.clusOut ?? []),
    marr_status: pkg.marr_status,
  };
}

// The route table's lazy loader takes a module's `Component`.
export { PersonOrderScreen as Component };

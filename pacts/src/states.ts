/**
 * Provider states of the Checkup pacts. A state is named in plain words with its values in the name
 * ("slot 08:00-09:00 on 2026-12-01 has 0 places") and the same values as params, so a provider can either read the
 * sentence or use the params. Each template below lists its placeholders; {@link stateKeyOf} maps a name back.
 */

/** Every state template by key; `{name}` placeholders are filled from the params. */
const STATE_TEMPLATES = {
  tokenClient: 'the public client checkup-web is registered',
  tokenClientUnknown: 'the client checkup-web is not registered',
  sandboxes: 'the server runs with the sandboxes',
  catalogue: 'the demo catalogue is loaded',
  catalogueUnavailable: 'the catalogue cannot be read',
  catalogueTimeout: 'the catalogue does not answer in time',
  noPackages: 'no {clus_type} packages are configured',
  unknownPackage: 'package {comb_code} does not exist',
  questionnaire: 'the questionnaire for sex {sex} is loaded',
  questionnaireUnavailable: 'the questionnaire cannot be read',
  noRecommendation: 'no item suits the answers {comb_code}',
  itemDataUnavailable: 'the item data behind the recommendations cannot be read',
  companies: 'companies L0012 and L0031 exist',
  groupMember:
    'person {idcard} with phone {tel} is a member of company {lnc_Code} (package {clus_code}, self-pay allowance {wx_drprice})',
  groupMemberOtherPhone: 'person {idcard} of company {lnc_Code} is bound to a phone other than {tel}',
  groupMemberUnbound: 'person {idcard} is a member of company {lnc_Code} with no phone bound yet',
  notGroupMember: 'person {idcard} is not on the list of company {lnc_Code}',
  registeredUser: 'the visitor {openid} is registered as {name} ({idcard}, {tel})',
  unregisteredVisitor: 'the visitor {openid} is signed in but not registered',
  sessionOfOther: 'the session belongs to a visitor other than {openid}',
  smsCodeSent: 'SMS code {code} was sent to {tel} less than 5 minutes ago',
  smsCodeExpired: 'SMS code {code} was sent to {tel} more than 5 minutes ago',
  smsCodeJustSent: 'an SMS code was sent to {tel} less than 60 seconds ago',
  smsGatewayDown: 'the SMS gateway is unavailable',
  personCalendar: 'the personal calendar from {start} to {end} has open, tight, full, holiday and unopened days',
  teamCalendar: 'the group calendar of company {lnccode} from {start} to {end} has open, full and holiday days',
  calendarUnavailable: 'the calendar cannot be read',
  daySlots: 'day {date} has slot 08:00-09:00 full and slots 09:00-10:00 and 10:00-11:00 open',
  slotOpen: 'slot {sumtime_Name} on {date} has places',
  slotFull: 'slot {sumtime_Name} on {date} has 0 places',
  bookedThatDay: 'person {idCard} already has an active {type} booking',
  keyUsedBefore:
    'the visitor {openid} sent the personal booking of {clus_Code} on {date} {sumtime_Name} with Idempotency-Key {key} a minute ago, and it was booked',
  dateOutsideRange: 'day {date} is outside the group booking range',
  onSiteOnlyItem: 'item {comb_code} can only be added on site',
  orderAwaitingPayment: 'person {idCard} has order {id} awaiting payment since {created_Time}',
  orderPaymentExpired: 'order {id} of person {idCard} was not paid within 15 minutes',
  orderPaid: 'person {idCard} has a paid {type} order {id} starting {begin_Time}',
  orderPaidPastDeadline: 'person {idCard} has a paid {type} order {id} starting {begin_Time}, past its cancel deadline',
  orderUnpaidPastDeadline: 'person {idCard} has an unpaid order {id} starting {begin_Time}, past its cancel deadline',
  orderBookedWithoutPayment: 'person {idCard} has order {id} booked without payment starting {begin_Time}',
  orderBookedWithoutPaymentPastDeadline:
    'person {idCard} has order {id} booked without payment starting {begin_Time}, past its cancel deadline',
  orderCancelled: 'order {id} of person {idCard} is already cancelled',
  refundRefused: 'the payment provider refuses the refund of order {id}',
  groupOrder: 'person {idCard} has group order {id} starting {begin_Time}',
  groupOrderPastDeadline: 'person {idCard} has group order {id} starting {begin_Time}, past its cancel deadline',
  visitorOrders: 'the visitor {openid} has a personal order awaiting payment and a group order',
  visitorNoOrders: 'the visitor {openid} has no orders',
  visitorPayRecords: 'the visitor {openid} has an outstanding and a paid pay record',
  visitorNoPayRecords: 'the visitor {openid} has no pay records',
  amountDue: 'registration {regno} of {pat_name} owes {pay_money} yuan',
  unknownRegistration: 'registration {regno} does not exist',
  registrationSettled: 'registration {regno} has nothing left to pay',
  hospitalSystemDown: 'the hospital system cannot be reached',
  pendingPayment: 'order {out_trade_no} is awaiting a payment of {total_fee} fen',
  reportAccess: 'the session is authorised for the reports of phone {tel}',
  reportAccessNoReports: 'the session is authorised for phone {tel}, whose person has no reports',
  reportAccessMissing: 'the session is not authorised for the reports of phone {tel}',
  unknownReport: 'report {regNo} does not exist',
  notice: 'the notice {titleName} exists',
  noNotice: 'no notice is titled {titleName}',
  wxConfig: 'the messaging app JS-SDK ticket is available',
  wxConfigUnavailable: 'the messaging app JS-SDK ticket cannot be obtained',
  oauthUnavailable: 'the sign-in service is unavailable',
  oauthTimeout: 'the sign-in service does not answer in time',
  noSession: 'the visitor has no session',
  serviceTokenExpired: 'the service token {access_token} has expired',
  rateLimited: 'the client has made too many requests',
  sandboxPrepay: 'prepay id {package} is awaiting payment',
  sandboxNoPrepay: 'prepay id {package} is unknown or expired',
  smsOutbox: 'the SMS outbox holds code {code} for {tel}',
  clockControl: 'clock control is enabled',
  clockControlDisabled: 'clock control is disabled',
  chatModel: 'the chat model is available',
  chatUpstreamDown: 'the upstream chat model fails',
  reportPdf: 'report {regNo} exists and the session is authorised for it',
  reportPdfCodeExpired: 'the report link of {regNo} is older than 5 minutes',
} as const satisfies Record<string, string>;

export type StateKey = keyof typeof STATE_TEMPLATES;

/** Values of a provider state. */
export type StateParams = Record<string, string | number | boolean>;

/** A provider state as Pact records it. */
export interface ProviderState {
  name: string;
  params: StateParams;
}

const PLACEHOLDER = /\{(\w+)\}/g;

function render(template: string, params: StateParams): string {
  return template.replace(PLACEHOLDER, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`State "${template}" needs the param "${key}"`);
    return String(value);
  });
}

/** Builds the provider state `key` with its values. */
export function providerState(key: StateKey, params: StateParams = {}): ProviderState {
  return { name: render(STATE_TEMPLATES[key], params), params };
}

/** The template key of a recorded state, or undefined when no template renders to that name with those params. */
export function stateKeyOf(name: string, params: Record<string, unknown> = {}): StateKey | undefined {
  return (Object.keys(STATE_TEMPLATES) as StateKey[]).find((key) => {
    try {
      return render(STATE_TEMPLATES[key], params as StateParams) === name;
    } catch {
      return false;
    }
  });
}

/** The type of every value the session store holds; API shapes come from the contract, never restated. */
import type { StoredToken } from '@checkup/sdk';
import type { components } from '@checkup/sdk/schema';

type Schemas = components['schemas'];

/** The package chosen on a list, carried through details, calendar and order (docs/product/booking-journey.md §3 "Stored package"). */
export interface StoredPackage {
  clus_Code: string;
  clus_Name: string;
  /** The package's note (its introduction on the details screen). */
  clus_Note: string;
  /** 1 male, 2 female, 3 vehicle. */
  sex: Schemas['Sex'];
  price: Schemas['Yuan'];
  /** Driving-licence packages have no discount: their `jd_price` is `price` and `jd_flag` F. */
  jd_price: Schemas['Yuan'];
  jd_flag: Schemas['Flag'];
  marr_status: Schemas['MarrStatus'];
  /** The visitor confirmed being married for this married package (docs/product/booking-journey.md §5 "Marriage rule"). */
  marriedConfirmed?: boolean;
  /** The check-up type the package was chosen for (person, staff, vehicle, question). */
  PersonalSpan: Schemas['CheckedType'];
}

/**
 * Where the visitor stands with the health questionnaire offered on the personal list: `declined` (answered no),
 * `started` (went to fill it in), `done` (finished; the answers are in `answers`).
 */
type QuestionnaireStatus = 'declined' | 'started' | 'done';

/** The report visitor of the report login (docs/product/orders-reports-access.md §7 GetReportList payload). */
interface ReportPerson {
  name: string;
  idCard: string;
  tel: string;
}

/** Basic questionnaire information (docs/product/orders-reports-access.md §3 "Questionnaire info"). */
export interface QuestionInfo {
  name: string;
  cardNo: string;
  age: number;
  sex: Schemas['PersonSex'];
  maritalStatus: '1' | '2';
  height: number;
  weight: number;
  bloodType: string;
  waistline: number;
  BMI: number;
}

/**
 * The base-info form of the health assessment on /questionJkpg (docs/product/orders-reports-access.md §5 "Base info form"):
 * age, sex, height (cm), weight (kg) and the abdominal-fat answer, all required; BMI follows height and weight.
 */
export interface AssessmentBaseInfo {
  age: number;
  sex: Schemas['PersonSex'];
  height: number;
  weight: number;
  BMI: number;
  /** 腹型肥胖: waist ≥ 90 cm (men) / ≥ 85 cm (women). */
  abdominalObesity: boolean;
}

/** Where an `outopenid` sign-in hands the openid on to (kept while the visitor is at the sign-in page). */
interface OauthReturn {
  oauthurl: string;
  pcid: string;
}

/** The day and arrival slot chosen on a calendar, carried to the order screen. */
export interface Appointment {
  date: Schemas['Date'];
  sumtime_Code: string;
  sumtime_Name: string;
  /** Group calendar only: the quota the day counts against (the company code or 'total'). */
  spType?: string;
}

/** A signature saved on /signature: the drawing as a PNG data URL and when it was saved (Asia/Shanghai). */
export interface SavedSignature {
  png: string;
  signedAt: string;
}

/**
 * The forms whose typed input is kept across a reload of the tab (not spec values: see `useFormDraft`). Each is stored
 * in sessionStorage under `draft:<name>`.
 */
export type DraftForm =
  | 'ReportLogin'
  | 'login'
  | 'GroupLogin'
  | 'PersonOrders'
  | 'questionBaseInfo'
  | 'question'
  | 'questionJkpg'
  | 'SweepCodePay';

/** A form's input not yet sent: only the fields the visitor changed, each with when it was typed. */
export interface FormDraft {
  /** What the input was typed under (e.g. the signed-in visitor); a draft of another scope is not restored. */
  scope?: string;
  /** Each changed field's text and when it was typed (epoch ms). */
  fields: Record<string, { value: string; at: number }>;
  /** When the form's verification code may be asked for again (epoch ms), after a code was sent. */
  codeWaitUntil?: number;
}

/** Every value of the session store by its slot name. */
export interface SessionValues {
  openid: Schemas['Openid'];
  user: Schemas['User'];
  isOauth: '0' | '1';
  package: StoredPackage;
  chosenItems: Schemas['ChosenExtras'];
  questionnaire: QuestionnaireStatus;
  answers: Schemas['AnswerRecord'][];
  /** Route (path and query) to return to after sign-in. */
  redirect: string;
  reportList: Schemas['ReportYearGroup'][];
  patInfo: ReportPerson;
  report: Schemas['ReportDetail'];
  /** Items recommended by the personalised questionnaire. */
  itemList: Schemas['RecommendedItem'][];
  questionInfo: QuestionInfo;
  /** Answers of the health assessment's base-info form (age, sex, height, weight, abdominal fat). */
  baseInfo: AssessmentBaseInfo;
  /** The SDK's service token (docs/product/orders-reports-access.md §4 Token). */
  token: StoredToken;
  /** Code of the campus chosen on home. */
  campus: string;
  oauthReturn: OauthReturn;
  /** Chosen on /PersonBookSum or /TeamBookSum. */
  appointment: Appointment;
  /** The personal order just created (PersonOrderAdd `ord`), paid on /PersonPayment. */
  order: Schemas['Order'];
  /** The group member after group login (TeamLogin). */
  groupUser: Schemas['GroupUser'];
  /** The signature of the signature pad page. */
  signature: SavedSignature;
}

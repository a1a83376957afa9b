/** The type of every value the session store holds; API shapes come from the contract, never restated. */
import type { components } from '@checkup/sdk/schema';

type Schemas = components['schemas'];

/** The package chosen on a list, carried through details, calendar and order (booking-journey.md §3 "Stored package"). */
export interface StoredPackage {
  clus_Code: string;
  clus_Name: string;
  /** 1 male, 2 female, 3 vehicle. */
  sex: Schemas['Sex'];
  price: Schemas['Yuan'];
  /** Driving-licence packages have no discount: their `jd_price` is `price` and `jd_flag` F. */
  jd_price: Schemas['Yuan'];
  jd_flag: Schemas['Flag'];
  marr_status: Schemas['MarrStatus'];
  /** The check-up type the package was chosen for (person, staff, vehicle, question). */
  PersonalSpan: Schemas['CheckedType'];
}

/** The report visitor of the report login (orders-reports-access.md §7 GetReportList payload). */
export interface ReportPerson {
  name: string;
  idCard: string;
  tel: string;
}

/** Basic questionnaire information (orders-reports-access.md §3 "Questionnaire info"). */
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

/** The service token kept between page loads; `expiresAt` (ms) is 10 s before its lifetime ends (§4 Token). */
export interface StoredToken {
  access_token: string;
  token_type: string;
  expiresAt: number;
}

/** Every value of the session store by its slot name. */
export interface SessionValues {
  openid: Schemas['Openid'];
  user: Schemas['User'];
  isOauth: '0' | '1';
  package: StoredPackage;
  chosenItems: Schemas['ChosenExtras'];
  questionnaire: Schemas['QuestionList'];
  answers: Schemas['AnswerRecord'][];
  /** Route (path and query) to return to after sign-in. */
  redirect: string;
  reportList: Schemas['ReportYearGroup'][];
  patInfo: ReportPerson;
  report: Schemas['ReportDetail'];
  /** Items recommended by the personalised questionnaire. */
  itemList: Schemas['RecommendedItem'][];
  questionInfo: QuestionInfo;
  /** Answers of the base-info form of the personalised flow (age, sex, height, weight, abdominal fat). */
  baseInfo: Record<string, string>;
  token: StoredToken;
}

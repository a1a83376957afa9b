/**
 * Operations whose `returnData` is JSON text (GetQuestionData, TeamLogin, GetReportDetail): the text is parsed and
 * validated against the decoded shape named in openapi.yaml, so screens receive typed data or a `decode` error.
 */
import type { OperationId, operationMeta } from '../operations.gen';
import type { components } from '../schema';
import { anyOf, arrayOf, number, objectOf, oneOf, string, type Guard } from '../validate/guards';

type Schemas = components['schemas'];

const questionAnswer = objectOf<Schemas['QuestionAnswer']>({
  result_code: string,
  result_name: string,
  result_el_code: string,
});

const question = objectOf<Schemas['Question']>({
  question_code: string,
  question_name: string,
  type: oneOf('1', '2', '3'),
  binding_code: string,
  answers: arrayOf(questionAnswer),
});

const groupUser = objectOf<Schemas['GroupUser']>({
  clus_code: string,
  clus_name: string,
  lnc_code: string,
  lnc_name: string,
  pat_name: string,
  idcard: string,
  tel: string,
  reg_no: string,
  wx_drprice: number,
});

const teamLoginError = objectOf<Schemas['TeamLoginError']>({ err: string });

const reportResultLine = objectOf<Schemas['ReportResultLine']>({
  item_name: string,
  rec_result: string,
  hint: string,
  unit: string,
  ref_lower: string,
  ref_upper: string,
});

const reportItem = objectOf<Schemas['ReportItem']>({
  comb_name: string,
  res_tag: string,
  dept_doct: string,
  check_cls: string,
  detailList: arrayOf(reportResultLine),
});

const reportDetail = objectOf<Schemas['ReportDetail']>({
  name: string,
  sex: oneOf('1', '2'),
  age: number,
  regno: string,
  reg_date: string,
  doc_name: string,
  sumup: string,
  sugg_tag: string,
  itemlist: arrayOf(reportItem),
});

/** Operations whose `returnData` is JSON text: `contentMediaType: application/json` in openapi.yaml (generated). */
export type JsonStringOperationId = {
  [Op in OperationId]: (typeof operationMeta)[Op]['returnData'] extends 'jsonText' ? Op : never;
}[OperationId];

/** Decoded `returnData` per JSON-string operation. */
export interface DecodedReturnData extends Record<JsonStringOperationId, unknown> {
  GetQuestionData: Schemas['QuestionList'];
  TeamLogin: Schemas['TeamLoginRecords'];
  GetReportDetail: Schemas['ReportDetailList'];
}

/** Validators of the decoded shapes; a record with `err` is a TeamLoginError, any other a GroupUser. */
export const jsonStringReturnData: { readonly [Op in JsonStringOperationId]: Guard<DecodedReturnData[Op]> } = {
  GetQuestionData: arrayOf(question),
  TeamLogin: arrayOf(anyOf(teamLoginError, groupUser)),
  GetReportDetail: arrayOf(reportDetail),
};

/** True for the operations whose `returnData` is JSON text. */
export function isJsonStringOperation(operationId: string): operationId is JsonStringOperationId {
  return Object.hasOwn(jsonStringReturnData, operationId);
}

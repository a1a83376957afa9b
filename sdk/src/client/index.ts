/** The typed API client and its parts. */
export {
  DEFAULT_CHAT_MODEL,
  createCheckupClient,
  type ChatCompletionOptions,
  type ChatMessage,
  type CheckupClient,
  type CheckupClientOptions,
  type ClientConfig,
} from './createCheckupClient';
export {
  CheckupError,
  kindForStatus,
  type CheckupErrorInit,
  type CheckupErrorKind,
  type CodeText,
  type Result,
} from './errors';
export { silentLogger, type CheckupLogger } from './logger';
export { orderCalendarUrl } from './orderCalendarUrl';
export type {
  CallArgs,
  CallOptions,
  EnvelopeOperationId,
  HeadersOf,
  QueryOf,
  RequestBodyOf,
  ReturnDataOf,
} from './operationTypes';
export { isJsonStringOperation, type DecodedReturnData, type JsonStringOperationId } from './jsonStringData';
export { PUBLIC_CLIENT_ID, SERVICE_TOKEN_MARGIN_MS, authorizationOf } from './serviceToken';
export {
  defaultTokenStore,
  memoryTokenStore,
  webStorageTokenStore,
  type StoredToken,
  type TokenStore,
} from './tokenStore';

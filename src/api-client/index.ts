/** The browser-side customer API client (spec sections 7 and 8). */
export { apiRequest, GEO_BLOCKED_PATH, type ApiRequestOptions, type HttpMethod } from './request.ts';
export { ApiError, NetworkError, apiClientTexts, isApiError, isNetworkError, type NetworkFailureKind } from './errors.ts';
export { apiPrefix, configureApiClient, getApiMode, resetApiClient, setApiMode, type ApiMode } from './config.ts';
export { LAST_ACTIVITY_KEY } from './activity.ts';
export { XSRF_COOKIE, XSRF_HEADER } from './xsrf.ts';
export { createQueryClient, getQueryClient, shouldRetry } from './query-client.ts';
export { calls } from './calls.ts';
export { callRef, type Callable, type CallRef } from './call-ref.ts';
export {
  callOperation,
  contractViolationText,
  isResponseContractError,
  ResponseContractError,
  type CallInput,
  type CallOptions,
  type InputArgs,
} from './operations.ts';
export { pageQueryClient } from './page-cache.ts';
export {
  invalidateSession,
  isReadOperation,
  operationKey,
  OPERATION_KEY_ROOT,
  useOperationMutation,
  useOperationQuery,
  usePageQueryClient,
  type MutationInput,
  type OperationMutationOptions,
  type OperationQueryOptions,
} from './hooks.ts';

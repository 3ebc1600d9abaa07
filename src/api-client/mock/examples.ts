import type { HttpHandler } from 'msw';
import type { BusinessErrorCode } from '#api-contract/error-codes.ts';
import { isNavigation, type ContractCall, type OperationAccess } from '#api-contract/operation.ts';
import { mockError, mockNavigation, mockOperation, type MockCallError } from './operations.ts';

/**
 * Mock mode's answers for the calls it keeps no state for: the examples
 * declared beside each call in the contract (src/api-contract), not a second
 * implementation of the service. The request is still checked against the
 * call's schemas as the service checks it, and the caller's access by the
 * rule the options give. A business error can be asked for per call (its
 * example message answers, at its HTTP status).
 */

export interface ExampleOptions {
  /** The declared business error to answer for a call instead of its data, if any. */
  error?: (call: ContractCall) => BusinessErrorCode | undefined;
  /** The refusal of a caller the call's access rule turns away (mock mode: the funnel's session), or null. */
  authorize?: (access: OperationAccess) => MockCallError | null;
}

/** The call answered from its example. */
export function exampleHandler(call: ContractCall, options: ExampleOptions = {}): HttpHandler {
  if (isNavigation(call)) return mockNavigation(call, () => call.examples.location);
  const { authorize } = options;
  return mockOperation(
    call,
    () => {
      const code = options.error?.(call);
      const message = code === undefined ? undefined : call.examples.errors?.[code];
      return code !== undefined && message !== undefined ? mockError(code, message) : call.examples.data;
    },
    authorize ? { authorize: () => authorize(call.access) } : {},
  );
}

export function exampleHandlers(calls: readonly ContractCall[], options: ExampleOptions = {}): HttpHandler[] {
  return calls.map((call) => exampleHandler(call, options));
}

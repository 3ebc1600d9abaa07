import { httpStatusOf, type BusinessErrorCode } from '#api-contract/error-codes.ts';

/**
 * A refusal of a call for a business reason (spec 8): thrown by a handler,
 * answered as an error envelope with this code and Polish message, at the
 * code's HTTP status. Thrown inside a transaction, it rolls the change back.
 */
export class CallError extends Error {
  readonly errorCode: BusinessErrorCode | 401 | 403;
  readonly httpStatus: number;

  constructor(errorCode: BusinessErrorCode | 401 | 403, message: string) {
    super(message);
    this.name = 'CallError';
    this.errorCode = errorCode;
    this.httpStatus = errorCode === 401 || errorCode === 403 ? errorCode : httpStatusOf[errorCode];
  }
}

export function isCallError(error: unknown): error is CallError {
  return error instanceof CallError;
}

/**
 * A service the call depends on cannot answer now (e.g. the search cluster is
 * down): HTTP 503 with this Polish message, logged as a warning.
 */
export class UnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UnavailableError';
  }
}

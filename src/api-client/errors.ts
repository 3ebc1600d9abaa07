/**
 * Errors the API client rejects with. Each carries `message`, the Polish text
 * a user may see, and a technical identity for code and logs.
 */

/** Section 8 network-failure kinds; the technical texts are axios' (spec 8 quotes them). */
export type NetworkFailureKind = 'network' | 'timeout' | 'aborted' | 'status';

/** User-facing Polish texts of the API client, kept in one place. */
export const apiClientTexts = {
  network: 'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
  timeout: 'Serwer nie odpowiedział na czas. Spróbuj ponownie.',
  aborted: 'Żądanie zostało przerwane.',
  status: (httpStatus: number) => `Wystąpił błąd serwera (kod ${httpStatus}). Spróbuj ponownie później.`,
  /** An error envelope without a message of its own. */
  envelopeWithoutMessage: (errorCode: number) => `Operacja nie powiodła się (kod ${errorCode}).`,
} as const;

/** The technical text of a failure, as axios words it. */
export function networkFailureCode(kind: NetworkFailureKind, detail?: number): string {
  switch (kind) {
    case 'network':
      return 'Network Error';
    case 'timeout':
      return `timeout of ${detail}ms exceeded`;
    case 'aborted':
      return 'request aborted';
    case 'status':
      return `Request failed with status code ${detail}`;
  }
}

/** The Polish text shown for a failure. */
export function networkFailureMessage(kind: NetworkFailureKind, httpStatus?: number): string {
  return kind === 'status' ? apiClientTexts.status(httpStatus ?? 0) : apiClientTexts[kind];
}

/** The server answered with an error envelope (spec 7): its msg is shown as is. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly errorCode: number;
  /** The server's text, unchanged. */
  readonly msg: string;
  /** The envelope status (ERROR, WARNING…): the alert tone follows it. */
  readonly status: string;
  /** HTTP status of the response that carried the envelope. */
  readonly httpStatus: number;

  constructor(envelope: { errorCode: number; msg: string; status: string }, httpStatus: number) {
    super(envelope.msg.trim() || apiClientTexts.envelopeWithoutMessage(envelope.errorCode));
    this.errorCode = envelope.errorCode;
    this.msg = envelope.msg;
    this.status = envelope.status;
    this.httpStatus = httpStatus;
  }
}

/** No usable answer: the network failed, the request timed out or was aborted, or HTTP status was outside 200–299. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly kind: NetworkFailureKind;
  /** The technical text: `Network Error`, `timeout of Nms exceeded`, `request aborted`, `Request failed with status code N`. */
  readonly code: string;
  /** Set for kind `status`. */
  readonly httpStatus: number | null;

  constructor(kind: NetworkFailureKind, options: { httpStatus?: number; timeoutMs?: number; cause?: unknown } = {}) {
    super(networkFailureMessage(kind, options.httpStatus), { cause: options.cause });
    this.kind = kind;
    this.code = networkFailureCode(kind, kind === 'timeout' ? options.timeoutMs : options.httpStatus);
    this.httpStatus = kind === 'status' ? (options.httpStatus ?? null) : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

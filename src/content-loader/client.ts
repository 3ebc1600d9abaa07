import { ClientError, GraphQLClient } from 'graphql-request';

/** The content system could not be asked (unreachable, timing out, refusing): no content at all, so the build stops. */
export class ContentSourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentSourceError';
  }
}

export type Endpoint = {
  url: string;
  /** How messages name the endpoint (the URL, or the embedded system's description). */
  label?: string;
  token?: string;
  /** Further request headers (the editors' preview token). */
  headers?: Record<string, string>;
  /** Replaces the network: the embedded content system's in-process fetch. */
  fetch?: typeof fetch;
};

export type RequestPolicy = {
  /** Per request, in ms (spec: 420 000). */
  timeoutMs?: number;
  /** Further attempts after a network error, timeout or 5xx (spec: 3). */
  retries?: number;
  /** First backoff delay in ms; doubled on each retry. */
  backoffMs?: number;
};

export type ContentClient = {
  label: string;
  request<T>(document: string, variables?: Record<string, unknown>): Promise<T>;
};

type Failure = { retry: boolean; message: (attempts: number) => string };

const operationOf = (document: string) => /query\s+(\w+)/.exec(document)?.[1] ?? 'query';

function classify(error: unknown, label: string, timeoutMs: number, operation: string): Failure {
  if (error instanceof ClientError) {
    const status = error.response.status;
    const messages = (error.response.errors ?? []).map((e) => e.message).join('; ');
    if (status >= 500 || status === 429)
      return { retry: true, message: (n) => `The content system ${label} answers HTTP ${status} (attempts: ${n})${messages ? `: ${messages}` : ''}` };
    if (status === 401 || status === 403)
      return {
        retry: false,
        message: () =>
          `The content system ${label} refused access (HTTP ${status})${messages ? `: ${messages}` : ''}. Set a valid token in CONTENT_TOKEN.`,
      };
    return {
      retry: false,
      message: () =>
        `The content system ${label} rejected the query ${operation} (HTTP ${status}): ${messages || error.response.body?.slice(0, 300) || 'no description'}`,
    };
  }
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return { retry: true, message: (n) => `The content system ${label} did not answer within ${timeoutMs / 1000} s (attempts: ${n})` };
  if (error instanceof TypeError) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? error.message;
    return {
      retry: true,
      message: (n) =>
        `Cannot connect to the content system ${label} (${reason}; attempts: ${n}). ` +
        'Check the address in CONTENT_GRAPHQL_URL and that the content system runs (npm run cms starts the embedded one).',
    };
  }
  return {
    retry: false,
    message: () => `Invalid answer of the content system ${label} to ${operation}: ${(error as Error)?.message ?? String(error)}`,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A graphql-request client with the build's request policy: a timeout per
 * request, retries with exponential backoff on transient failures (network,
 * timeout, 5xx), none on answers that would not change (GraphQL errors, auth).
 */
export function createContentClient(endpoint: Endpoint, policy: RequestPolicy = {}): ContentClient {
  const { timeoutMs = 420_000, retries = 3, backoffMs = 1_000 } = policy;
  const label = endpoint.label ?? endpoint.url;
  const client = new GraphQLClient(endpoint.url, {
    ...(endpoint.fetch ? { fetch: endpoint.fetch } : {}),
    headers: { ...endpoint.headers, ...(endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}) },
  });
  return {
    label,
    async request<T>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await client.request<T>({ document, variables, signal: AbortSignal.timeout(timeoutMs) });
        } catch (error) {
          const failure = classify(error, label, timeoutMs, operationOf(document));
          if (!failure.retry || attempt > retries) throw new ContentSourceError(failure.message(attempt), { cause: error });
          await sleep(backoffMs * 2 ** (attempt - 1));
        }
      }
    },
  };
}

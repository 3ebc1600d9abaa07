import { apiPrefix, resolveBaseUrl } from './config.ts';

type QueryScalar = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[]>;

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * Spec 7: call names such as `cart/update` go under the shared prefix; paths
 * that start with `/` (`/api-tnk/…`, `/api/event`, the offer service) and full
 * URLs are used as given.
 */
export function apiUrl(path: string, query?: QueryParams): URL {
  const target = ABSOLUTE_URL.test(path) || path.startsWith('/') ? path : `${apiPrefix()}/${path}`;
  const url = new URL(target, resolveBaseUrl());
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar];
    for (const item of values) if (item !== null && item !== undefined) url.searchParams.append(key, String(item));
  }
  return url;
}

/** The call name of a path (`cart/update`), whether given bare or under `/api` or `/mock`. */
export function callName(path: string): string {
  const bare = path.split(/[?#]/)[0]!;
  return bare.replace(/^\/(?:api|mock)\//, '').replace(/^\/+/, '');
}

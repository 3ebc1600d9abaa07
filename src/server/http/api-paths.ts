/** Which request paths belong to the customer API (the rest are Astro's pages and assets). */

/** Path prefixes served by the customer API. */
export const API_PREFIXES = ['/api', '/api-tnk'] as const;

export const pathOf = (url: string) => {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
};

export const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return API_PREFIXES.some((prefix) => under(path, prefix));
}

import { serverPath, type AnyNavigation, type NavigationInput } from '#api-contract/operation.ts';
import type { NavigationRef } from './call-ref.ts';

/**
 * The address of a navigation of the contract (login, logout) for a link:
 * the service's path (`/api/login`) with the query, relative to the site.
 * Mock mode follows the same links (src/api-client/mock/browser.ts answers
 * them in the browser), so there is no `/mock` form of it.
 */
export function navigationHref<N extends AnyNavigation>(ref: NavigationRef<N>, input?: NavigationInput<N>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input?.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const search = query.toString();
  return search ? `${serverPath(ref)}?${search}` : serverPath(ref);
}

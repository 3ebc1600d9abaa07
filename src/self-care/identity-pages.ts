import type { IcaPage } from '#api-contract/account.ts';
import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';
import { goTo } from '#shop/navigation.ts';

/**
 * Spec 2: change login, change password and delete account are the identity
 * provider's pages. account/showIca answers the page's address with the
 * current portal page as its return address; the browser goes there.
 * Rejects (no alert banner) with the server's refusal, for the island to show
 * beside its button.
 */
export async function openIdentityPage(page: IcaPage): Promise<void> {
  const path = `${globalThis.location.pathname}${globalThis.location.search}`;
  const { url } = await callOperation(calls.account.showIca, { body: { page, path } }, { alert: false });
  goTo(url);
}

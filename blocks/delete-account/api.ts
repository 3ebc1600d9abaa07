import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';

export { openIdentityPage } from '#self-care/identity-pages.ts';

/** The customer's data as the server exports it, as a JSON file the browser saves under `fileName`. */
export async function downloadAccountData(fileName: string): Promise<void> {
  const data = await callOperation(calls.account.export, {}, { alert: false });
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

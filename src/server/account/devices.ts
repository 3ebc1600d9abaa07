import type { Transaction } from '../db/index.ts';
import { endOtherProviderSessions } from '../identity/provider-sessions.ts';

/**
 * "Log out other devices" (spec 2 my account, logout devices): every other
 * session of the customer ends, in the portal and at the embedded identity
 * provider, so no other browser stays signed in or signs in again silently.
 * Deleting session rows notifies and versions them (migrations 0008, 0011),
 * so no process's session cache serves an ended one.
 */

export interface DevicesCaller {
  customerId: string;
  /** The caller's portal session: kept. */
  sessionId: string;
  /** The sid of the provider session the caller signed in with: kept; null ends all of the account's provider sessions. */
  providerSid: string | null;
}

export async function logoutOtherDevices(db: Transaction, caller: DevicesCaller): Promise<{ sessionsEnded: number; providerSessionsEnded: number }> {
  return db.transaction(async (tx) => {
    const sessions = await tx.query('DELETE FROM sessions WHERE customer_id = $1 AND id <> $2', [caller.customerId, caller.sessionId]);
    // The provider's account is the customer's subject (an external provider's sessions are not ours to end: none are found).
    const { rows } = await tx.query<{ oidc_subject: string | null }>('SELECT oidc_subject FROM customers WHERE id = $1', [caller.customerId]);
    const subject = rows[0]?.oidc_subject;
    const providerSessionsEnded = subject ? await endOtherProviderSessions(tx, subject, caller.providerSid) : 0;
    return { sessionsEnded: sessions.rowCount, providerSessionsEnded };
  });
}

// The accounts the start step makes sure of: an editor (printed on start) and
// an administrator who manages users.
import type { Payload } from 'payload';
import type { Role } from '../access.ts';

export type Account = {
  email: string;
  password: string;
  role: Role;
  name: string;
  /** The password comes from the environment and is set at every start. */ enforced: boolean;
};

export type AccountResult = { email: string; created: boolean; passwordSet: boolean };

export async function ensureAccount(payload: Payload, account: Account): Promise<AccountResult> {
  const found = await payload.find({ collection: 'users', where: { email: { equals: account.email } }, limit: 1, depth: 0, overrideAccess: true });
  const existing = found.docs[0] as { id: number | string } | undefined;
  if (!existing) {
    await payload.create({
      collection: 'users',
      data: { email: account.email, password: account.password, role: account.role, name: account.name },
      overrideAccess: true,
    });
    return { email: account.email, created: true, passwordSet: true };
  }
  if (account.enforced) {
    await payload.update({ collection: 'users', id: existing.id, data: { password: account.password, role: account.role }, overrideAccess: true });
    return { email: account.email, created: false, passwordSet: true };
  }
  return { email: account.email, created: false, passwordSet: false };
}

import { isDatabaseError, SqlState, type Queryable } from '../db/index.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.ts';

/** The embedded provider's accounts (table identity_accounts). Logins are e-mail addresses kept lower-case. */

export interface Account {
  id: string;
  login: string;
  displayName: string;
  customerId: string | null;
  /** May open the back office (migration 0020). */
  staff: boolean;
}

interface AccountRow {
  id: string;
  login: string;
  display_name: string;
  customer_id: string | null;
  staff: boolean;
  password_hash: string;
}

/** The e-mail is already the login of another active account. */
export class LoginTakenError extends Error {
  constructor() {
    super('An active account already has this login');
    this.name = 'LoginTakenError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLUMNS = 'id, login, display_name, customer_id, staff, password_hash';

export function normaliseLogin(login: string): string {
  return login.trim().toLowerCase();
}

function toAccount(row: AccountRow): Account {
  return { id: row.id, login: row.login, displayName: row.display_name, customerId: row.customer_id, staff: row.staff };
}

function rethrowTaken(error: unknown): never {
  if (isDatabaseError(error, SqlState.uniqueViolation, 'identity_accounts_login_key')) throw new LoginTakenError();
  throw error;
}

async function activeRowById(db: Queryable, id: string): Promise<AccountRow | undefined> {
  // A subject from a cookie or token is not trusted to be a uuid; PostgreSQL would reject the cast.
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM identity_accounts WHERE id = $1 AND deleted_at IS NULL`, [id]);
  return rows[0];
}

async function activeRowByLogin(db: Queryable, login: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM identity_accounts WHERE lower(login) = $1 AND deleted_at IS NULL`, [
    normaliseLogin(login),
  ]);
  return rows[0];
}

export async function findActiveAccount(db: Queryable, id: string): Promise<Account | undefined> {
  const row = await activeRowById(db, id);
  return row && toAccount(row);
}

export async function findActiveAccountByLogin(db: Queryable, login: string): Promise<Account | undefined> {
  const row = await activeRowByLogin(db, login);
  return row && toAccount(row);
}

/** The account for this login and password, or undefined without saying which one was wrong. */
export async function authenticate(db: Queryable, login: string, password: string): Promise<Account | undefined> {
  const row = await activeRowByLogin(db, login);
  if (!row) return verifyAgainstDecoy(password).then(() => undefined);
  return (await verifyPassword(password, row.password_hash)) ? toAccount(row) : undefined;
}

/** The account with this id if the password is its own. */
export async function confirmPassword(db: Queryable, id: string, password: string): Promise<Account | undefined> {
  const row = await activeRowById(db, id);
  if (!row) return verifyAgainstDecoy(password).then(() => undefined);
  return (await verifyPassword(password, row.password_hash)) ? toAccount(row) : undefined;
}

export interface NewAccount {
  login: string;
  password: string;
  displayName: string;
  customerId?: string | null;
  /** Registration in the shop: the sale terms were accepted now. */
  acceptedSaleTerms?: boolean;
  /** A member of staff (the demo's back-office account); registration never makes one. */
  staff?: boolean;
}

export async function createAccount(db: Queryable, account: NewAccount): Promise<Account> {
  const { password, ...rest } = account;
  return insertAccount(db, { ...rest, passwordHash: await hashPassword(password) });
}

/** Stores an account whose password is already hashed (the demo seed hashes before its transaction). */
export async function insertAccount(db: Queryable, account: Omit<NewAccount, 'password'> & { passwordHash: string }): Promise<Account> {
  try {
    const { rows } = await db.query<AccountRow>(
      `INSERT INTO identity_accounts (login, password_hash, display_name, customer_id, sale_terms_accepted_at, staff)
       VALUES ($1, $2, $3, $4, CASE WHEN $5::boolean THEN now() END, $6) RETURNING ${COLUMNS}`,
      [
        normaliseLogin(account.login),
        account.passwordHash,
        account.displayName.trim(),
        account.customerId ?? null,
        account.acceptedSaleTerms ?? false,
        account.staff ?? false,
      ],
    );
    return toAccount(rows[0] as AccountRow);
  } catch (error) {
    rethrowTaken(error);
  }
}

export async function changeLogin(db: Queryable, id: string, newLogin: string): Promise<void> {
  try {
    await db.query(`UPDATE identity_accounts SET login = $2, updated_at = now() WHERE id = $1 AND deleted_at IS NULL`, [
      id,
      normaliseLogin(newLogin),
    ]);
  } catch (error) {
    rethrowTaken(error);
  }
}

export async function changePassword(db: Queryable, id: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.query(`UPDATE identity_accounts SET password_hash = $2, updated_at = now() WHERE id = $1 AND deleted_at IS NULL`, [id, passwordHash]);
}

/** Marks the account deleted: it can no longer sign in, and its e-mail is free for a new registration. */
export async function deleteAccount(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE identity_accounts SET deleted_at = now(), updated_at = now() WHERE id = $1 AND deleted_at IS NULL`, [id]);
}

// Live-preview tokens: short-lived and signed, so an editor's browser never
// holds a lasting secret. A token is
//   base64url(JSON { path, id, user, exp }) + "." + base64url(HMAC-SHA256(secret, first part))
// with `exp` in seconds since the epoch. The portal's /podglad route may read
// the claims (they are not secret) and passes the token on in the
// X-Preview-Token header; only the CMS verifies it.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type PreviewClaims = {
  /** The page's path. */
  path: string;
  /** The page document's id in the CMS. */
  id: string;
  /** The id of the editor the token was made for. */
  user: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
};

/** How long a token lives: 2 hours. */
export const PREVIEW_TTL_SECONDS = 2 * 60 * 60;
/**
 * Tokens are issued on 5-minute steps, so the preview URL (recomputed on every
 * autosave) stays the same for a while instead of reloading the frame each time.
 */
const ISSUE_STEP_SECONDS = 5 * 60;

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest();

export function signPreviewToken(claims: Omit<PreviewClaims, 'exp'>, secret: string, now = Date.now()): string {
  const issued = Math.floor(now / 1000 / ISSUE_STEP_SECONDS) * ISSUE_STEP_SECONDS;
  const body = Buffer.from(JSON.stringify({ path: claims.path, id: claims.id, user: claims.user, exp: issued + PREVIEW_TTL_SECONDS })).toString(
    'base64url',
  );
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

export type Verified = { ok: true; claims: PreviewClaims } | { ok: false; reason: string };

/** Checks the signature and the expiry; the reason (Polish) says what is wrong. */
export function verifyPreviewToken(token: string, secret: string, now = Date.now()): Verified {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length) return { ok: false, reason: 'Token podglądu ma nieprawidłową postać' };
  const expected = mac(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'Token podglądu ma nieprawidłowy podpis' };
  let claims: PreviewClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PreviewClaims;
  } catch {
    return { ok: false, reason: 'Token podglądu ma nieprawidłową postać' };
  }
  if (typeof claims.path !== 'string' || typeof claims.id !== 'string' || typeof claims.user !== 'string' || typeof claims.exp !== 'number')
    return { ok: false, reason: 'Token podglądu ma nieprawidłową postać' };
  if (claims.exp * 1000 <= now) return { ok: false, reason: 'Token podglądu wygasł – otwórz podgląd ponownie w CMS' };
  return { ok: true, claims };
}

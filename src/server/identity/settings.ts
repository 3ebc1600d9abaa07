import type { SigningKeySet } from './secrets.ts';
import { EMBEDDED_STAFF_ROLE, type StaffRole } from './staff-role.ts';

/**
 * How the portal signs people in, read from the environment:
 * - embedded (default): this server runs the OpenID Connect provider at the issuer's path (/oidc);
 * - external: any OpenID Connect provider at OIDC_ISSUER, with the portal registered there as a client.
 * Secrets left unset in embedded mode are generated once and kept in the database.
 */

export const PORTAL_CLIENT_ID = 'portal';

export interface IdentitySettings {
  mode: 'embedded' | 'external';
  issuer: string;
  clientId: string;
  /** Unset in embedded mode: the stored secret is used (storedClientSecret). */
  clientSecret: string | undefined;
  redirectUri: string;
  postLogoutRedirectUri: string;
  cookieKeys: string[] | undefined;
  jwks: SigningKeySet | undefined;
  /** Behind a TLS-terminating proxy: believe X-Forwarded-Proto/Host. */
  trustProxy: boolean;
  /** The claim and role that make a signed-in person staff (the back office). */
  staffRole: StaffRole;
}

/** The portal's public origin: PUBLIC_URL or SITE_URL (as the server's config reads them), else the loopback address and PORT. */
export function defaultPortalOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const publicUrl = env.PUBLIC_URL?.trim() || env.SITE_URL?.trim();
  if (publicUrl) return new URL(publicUrl).origin;
  return `http://127.0.0.1:${env.PORT?.trim() || 4321}`;
}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

/** An absolute http(s) URL from configuration, or an error naming the variable. */
export function absoluteUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, not "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, not "${value}"`);
  return value;
}

function cookieKeysFrom(env: NodeJS.ProcessEnv): string[] | undefined {
  const value = text(env, 'OIDC_COOKIE_KEYS');
  if (!value) return undefined;
  const keys = value
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (keys.some((key) => key.length < 32)) throw new Error('OIDC_COOKIE_KEYS must be a comma-separated list of keys of at least 32 characters');
  return keys;
}

function jwksFrom(env: NodeJS.ProcessEnv): SigningKeySet | undefined {
  const value = text(env, 'OIDC_JWKS');
  if (!value) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('OIDC_JWKS must be a JSON Web Key Set: {"keys":[…private keys…]}');
  }
  const keys = (parsed as { keys?: unknown }).keys;
  if (!Array.isArray(keys) || keys.length === 0) throw new Error('OIDC_JWKS must hold at least one private key in "keys"');
  return { keys };
}

export function identitySettingsFromEnv(env: NodeJS.ProcessEnv = process.env): IdentitySettings {
  const mode = text(env, 'OIDC_MODE') ?? 'embedded';
  if (mode !== 'embedded' && mode !== 'external') throw new Error(`OIDC_MODE must be "embedded" or "external", not "${mode}"`);
  const origin = defaultPortalOrigin(env);
  const issuer = text(env, 'OIDC_ISSUER');
  const clientSecret = text(env, 'OIDC_CLIENT_SECRET');
  if (mode === 'external' && (!issuer || !clientSecret)) {
    throw new Error('OIDC_MODE=external needs OIDC_ISSUER and OIDC_CLIENT_SECRET (and usually OIDC_CLIENT_ID and OIDC_REDIRECT_URI)');
  }
  return {
    mode,
    // An issuer identifier has no trailing slash: discovery appends /.well-known/… to it.
    issuer: absoluteUrl('OIDC_ISSUER', issuer ?? `${origin}/oidc`).replace(/\/+$/, ''),
    clientId: text(env, 'OIDC_CLIENT_ID') ?? PORTAL_CLIENT_ID,
    clientSecret,
    redirectUri: absoluteUrl('OIDC_REDIRECT_URI', text(env, 'OIDC_REDIRECT_URI') ?? `${origin}/api/login`),
    postLogoutRedirectUri: absoluteUrl('OIDC_POST_LOGOUT_REDIRECT_URI', text(env, 'OIDC_POST_LOGOUT_REDIRECT_URI') ?? `${origin}/`),
    cookieKeys: cookieKeysFrom(env),
    jwks: jwksFrom(env),
    trustProxy: /^(1|true|yes)$/i.test(text(env, 'OIDC_TRUST_PROXY') ?? ''),
    // The embedded provider's own claim and role; an external provider's as its administrators set them up (groups, roles…).
    staffRole: { claim: text(env, 'OIDC_STAFF_CLAIM') ?? EMBEDDED_STAFF_ROLE.claim, role: text(env, 'OIDC_STAFF_ROLE') ?? EMBEDDED_STAFF_ROLE.role },
  };
}

/**
 * Identity through OpenID Connect: the embedded provider with its Polish
 * account pages and demo accounts, and the portal's relying-party side that
 * works with it or with any external provider.
 */
export {
  createIdentityProvider,
  DEFAULT_ISSUER,
  DEFAULT_REDIRECT_URI,
  portalClient,
  type IdentityClient,
  type IdentityProviderOptions,
} from './provider.ts';
export { mountIdentity, type IdentityHandler } from './mount.ts';
export { ACCOUNT_PATHS } from './pages/account-pages.ts';
export { purgeExpiredOidcPayloads } from './adapter.ts';
export { storedClientSecret } from './secrets.ts';
export { identitySettingsFromEnv, PORTAL_CLIENT_ID, type IdentitySettings } from './settings.ts';
export { seedDemoAccounts, seedDemoStaff, demoAccountList, demoAccounts, DEMO_PASSWORD, DEMO_STAFF } from './demo-accounts.ts';
export { createRelyingParty, type PendingLogin, type RelyingParty, type SignedInIdentity } from './relying-party.ts';
export type { Account } from './accounts.ts';

export { openIdentityPage } from '#self-care/identity-pages.ts';

export { openIdentityPage } from '../../src/self-care/identity-pages.ts';

// Shared with mock mode, so it lives in the domain; the service's modules keep importing it from here.
export { accountMessages } from '#domain/account-messages.ts';

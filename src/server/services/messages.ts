// Shared with the contract's examples (mock mode), so it lives in the domain; the service's modules keep importing it from here.
export { serviceMessages } from '#domain/service-messages.ts';

// Shared with mock mode, so it lives in the contract; the service's modules keep importing it from here.
export { messages } from '#api-contract/messages.ts';

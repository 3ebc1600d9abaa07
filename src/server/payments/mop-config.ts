// Shared with mock mode and the contract's example, so it lives in the domain; the service's modules keep importing it from here.
export { mopConfigOf } from '#domain/mop-config.ts';

import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

/** msw server for node tests: intercepts fetch with the mock handlers; tests add their own with `use`. */
export const mockServer = setupServer(...handlers);

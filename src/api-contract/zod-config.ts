import { z } from 'zod';

// zod compiles object schemas with `new Function` unless told not to, and the
// pages' Content-Security-Policy forbids eval. It decides when a schema is
// built, so every contract module imports this first (an island may load a
// contract module before anything of the API client).
// The server sends no such policy to itself and keeps zod's faster compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

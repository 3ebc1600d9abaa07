import { z } from 'zod';

// zod compiles object schemas with `new Function` unless told not to, and the
// pages' Content-Security-Policy forbids eval. It decides when a schema is
// built, so this module is imported before any schema module.
z.config({ jitless: true });

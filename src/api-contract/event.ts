import './zod-config.ts';
import { z } from 'zod';
import { messages } from './messages.ts';
import { freeText } from './free-text.ts';
import { defineOperation, type AnyOperation } from './operation.ts';
import { doc } from './registry.ts';
import { limits } from './limits.ts';

/** POST /api/event (spec 7): an analytics event from a user-dropdown click. */

function isPageAddress(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const analyticsEventSchema = z.strictObject({
  action: doc(freeText('akcja').min(1).max(200), 'What the user did, e.g. the clicked item id.'),
  param: doc(
    freeText('parametry').max(10_000).nullish(),
    'Details as JSON text (objects are sent serialised); text that is not JSON is kept as a string.',
  ),
  uri: doc(
    freeText('adres strony').min(1).max(2048).refine(isPageAddress, { error: 'oczekiwano ścieżki strony (/…) lub adresu http(s)' }),
    'The page the event happened on: a path or an http(s) address.',
  ),
});

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsOperations = {
  event: defineOperation({
    method: 'POST',
    call: 'event',
    tag: 'analytics',
    summary: 'Records an analytics event',
    description: `Stores the event with the caller’s session, if one is stored (a visitor who has not acted yet sends the visitor XSRF token of sessionData; no session is stored for them). Needs the XSRF token.`,
    access: 'public',
    body: analyticsEventSchema,
    data: z.null(),
    errors: [429],
    limits: [limits.eventsPerAddress],
    examples: { data: null, errors: { 429: messages.tooManyEvents } },
  }),
} satisfies Record<string, AnyOperation>;

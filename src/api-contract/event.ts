import './zod-config.ts';
import { z } from 'zod';
import { doc } from './registry.ts';

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
  action: doc(z.string().min(1).max(200), 'What the user did, e.g. the clicked item id.'),
  param: doc(
    z.string().max(10_000).nullish(),
    'Details as JSON text (objects are sent serialised); text that is not JSON is kept as a string.',
  ),
  uri: doc(
    z.string().min(1).max(2048).refine(isPageAddress, { error: 'oczekiwano ścieżki strony (/…) lub adresu http(s)' }),
    'The page the event happened on: a path or an http(s) address.',
  ),
});

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

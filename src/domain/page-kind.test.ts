import { describe, expect, it } from 'vitest';
import { loadsSession } from './page-kind.ts';

describe('loadsSession (spec section 2, page kinds)', () => {
  it.each([
    [{ kind: 'selfcare', slug: 'moje-konto' }, true],
    [{ kind: 'default', slug: 'podsumowanie' }, true],
    [{ kind: 'default' }, true],
    [{ kind: 'sitecore', slug: 'kontakt' }, false],
    [{ kind: 'document', slug: 'regulaminy' }, false],
    [{ kind: 'support', slug: 'pomoc' }, false],
    [{ kind: 'default', slug: 'login' }, false],
    [{ kind: 'selfcare', slug: 'login' }, false],
  ] as const)('%j → %s', (page, expected) => {
    expect(loadsSession(page)).toBe(expected);
  });
});

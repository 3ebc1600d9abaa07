import { describe, expect, it } from 'vitest';
import { offerSchema } from '#content-schema/commerce.ts';
import { documentSchema } from '#content-schema/support.ts';
import documentsJson from '#content-system/seed/documents.json' with { type: 'json' };
import offersJson from '#content-system/seed/offers.json' with { type: 'json' };
import { availableIn, offerDocuments, type DocumentContext } from './offer-documents.ts';

const offers = offersJson.map((offer) => offerSchema.parse(offer));
const documents = documentsJson.map((document) => documentSchema.parse(document));

const ids = (offerCodes: string[], context: DocumentContext) =>
  offerDocuments({ documents, offers, offerCodes, context }).map(
    (entry) => `${entry.source}:${entry.document.id}${entry.articleCodes.length ? `[${entry.articleCodes.join(',')}]` : ''}`,
  );

describe('availableIn', () => {
  const flags = { status: 'ACTIVE', summaryavailable: true, selfcareavailable: false, downgradeavailable: true };
  it('needs status ACTIVE and the context’s flag', () => {
    expect(availableIn(flags, 'summary')).toBe(true);
    expect(availableIn(flags, 'selfcare')).toBe(false);
    expect(availableIn(flags, 'downgrade')).toBe(true);
    expect(availableIn({ ...flags, status: 'ARCHIVED' }, 'summary')).toBe(false);
  });
});

describe('offerDocuments', () => {
  it('lists the documents of the offers asked for, then the general ones, in the summary', () => {
    expect(ids(['OTT_KOMFORT_LTO12'], 'summary')).toEqual([
      'offer:regulamin-uslug-online[HOR02]',
      'offer:regulamin-promocji-komfort-12[HOR02]',
      'offer:cennik-online[HOR02]',
      'general:wzor-umowy-online',
      'general:formularz-odstapienia',
      'general:informacja-rodo',
    ]);
  });

  it('merges a document several offers name, with each article', () => {
    expect(ids(['OTT_START_M', 'OTT_SPORT_M'], 'summary').slice(0, 2)).toEqual([
      'offer:regulamin-uslug-online[HOR01]',
      'offer:cennik-online[HOR01,MCCSNK01]',
    ]);
  });

  it('keeps only documents flagged for the context (spec 5: downgradable needs ACTIVE and downgradeavailable)', () => {
    expect(ids(['OTT_KOMFORT_LTO12'], 'downgrade')).toEqual([
      'offer:regulamin-uslug-online[HOR02]',
      'offer:regulamin-promocji-komfort-12[HOR02]',
      'offer:cennik-online[HOR02]',
    ]);
    expect(ids(['OTT_KOMFORT_LTO12'], 'selfcare')).toEqual([
      'offer:regulamin-uslug-online[HOR02]',
      'offer:cennik-online[HOR02]',
      'general:regulamin-telewizji-satelitarnej',
      'general:cennik-uslug-dodatkowych',
      'general:formularz-odstapienia',
      'general:informacja-rodo',
    ]);
  });

  it('never lists archived documents, and ignores unknown offers', () => {
    const all = ids(['OTT_LATO_2025', 'NOPE'], 'summary');
    expect(all.some((id) => id.includes('lato-2025') || id.includes('cennik-2025'))).toBe(false);
    expect(all.every((id) => id.startsWith('general:'))).toBe(true);
  });
});

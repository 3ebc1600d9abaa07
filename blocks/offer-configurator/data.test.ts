import { describe, expect, it, vi } from 'vitest';
import offerConfiguratorData from './data.ts';

// The build-time queries answer from the repository's seed content.
vi.mock('#content/queries.ts', () => import('#testing/seed-queries.ts'));

describe('offer configurator build-time data', () => {
  it('shows the editor’s offers that are for sale, in the editor’s order', async () => {
    // Seed: OTT_LATO_2025 is INACTIVE (spec 4 available products: ACTIVE or a _STARTER_ name).
    const { offers } = await offerConfiguratorData({ offerCodes: ['OTT_SPORT_M', 'OTT_LATO_2025', 'OTT_PRESTIZ_LTO24', 'OTT_START_M'] });
    expect(offers.map((offer) => [offer.code, offer.title])).toEqual([
      ['OTT_SPORT_M', 'Sport'],
      ['OTT_PRESTIZ_LTO24', 'Prestiż'],
      ['OTT_START_M', 'Start'],
    ]);
  });

  it('keeps every offer for sale for the cart, also those the block does not show', async () => {
    const { catalogue } = await offerConfiguratorData({ offerCodes: ['OTT_START_M'] });
    const codes = catalogue.offers.map((offer) => offer.code);
    expect(codes).toEqual(expect.arrayContaining(['OTT_GALA_HFN7', 'OTT_STARTER_3M', 'OTT_KOMFORT_LTO12']));
    expect(codes).not.toContain('OTT_LATO_2025');
  });

  it('a code the content does not know fails the build, naming the block and the code', async () => {
    await expect(offerConfiguratorData({ offerCodes: ['OTT_START_M', 'OTT_NIEMA'] })).rejects.toThrow(
      'Blok „Konfigurator zamówienia”: nieznany kod oferty „OTT_NIEMA”',
    );
  });
});

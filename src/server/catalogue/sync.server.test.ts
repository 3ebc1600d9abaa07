import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyDriver, openTestDatabase, type TestDatabase } from '#testing/database.ts';
import { fetchCatalogue, loadCatalogue, parseCatalogue, storeCatalogue } from './index.ts';
import { readSeed } from '#content-system/seed-reader.ts';

describe.each(anyDriver)('catalogue copy on %s', (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(driver);
  }, 60_000);
  afterAll(async () => t?.cleanup());

  it('copies the content system’s offers, products, bundles and sale stages, once per content', async () => {
    const { data, source } = await fetchCatalogue({ env: {} });
    expect(await storeCatalogue(t.db, data, source)).toBe(true);
    expect(await storeCatalogue(t.db, data, source)).toBe(false);

    const catalogue = await loadCatalogue(t.db);
    const seed = await readSeed();
    expect(catalogue.offers.map((offer) => offer.code)).toEqual(seed.offers.map((offer) => offer.code));
    expect(catalogue.offer('OTT_KOMFORT_LTO12')?.ltoduration).toBe(12);
    expect(catalogue.product('FCA3')?.disabledowngrade).toBe(true);
    expect(catalogue.saleStages.map((stage) => stage.stage)).toEqual((seed.site.saleStages as { stage: string }[]).map((stage) => stage.stage));
    expect(catalogue.stageAfter('PACKAGE')?.stage).toBe('SUMMARY');
    expect(catalogue.stageBefore('PACKAGE')).toBeUndefined();
  });

  it('replaces the copy when the content changed', async () => {
    const { data, source } = await fetchCatalogue({ env: {} });
    const changed = { ...data, offers: data.offers.slice(1) };
    expect(await storeCatalogue(t.db, changed, source)).toBe(true);
    expect((await loadCatalogue(t.db)).offer(data.offers[0]!.code)).toBeUndefined();
  });
});

describe('catalogue validation', () => {
  it('lists every invalid entry', () => {
    const empty = { offers: [], products: [], bundles: [], metaProducts: [], eventConfigs: [], documents: [], saleStages: [] };
    expect(() => parseCatalogue({ ...empty, products: [{ articlecode: 'X' }], saleStages: [{ label: 'A' }] })).toThrow(
      /products\[0\][\s\S]*saleStages\[0\]/,
    );
  });
});

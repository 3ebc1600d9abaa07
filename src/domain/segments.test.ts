import { describe, expect, it } from 'vitest';
import { hasFtthRange } from './format.ts';
import { customerSegments, streetKey, type SegmentContract, type SegmentFacts } from './segments.ts';

const today = '2026-11-02';
const contract = (cgroupe: SegmentContract['cgroupe'], extra: Partial<SegmentContract> = {}): SegmentContract => ({
  cgroupe,
  finabo: null,
  ltoEndDate: null,
  ...extra,
});
const facts = (extra: Partial<SegmentFacts>): SegmentFacts => ({ contracts: [], prepaidCategory: null, ftthCovered: false, today, ...extra });

describe('customerSegments', () => {
  it('marks a customer with only K contracts, or none, as a prospect (spec 6)', () => {
    expect(customerSegments(facts({ contracts: [contract('K')] }))).toEqual(['PROSPECT']);
    expect(customerSegments(facts({}))).toEqual(['PROSPECT']);
  });

  it('marks a C contract as an existing customer', () => {
    expect(customerSegments(facts({ contracts: [contract('K'), contract('C')] }))).toEqual(['EXISTING_CUSTOMER']);
  });

  it('adds FTTH_OK when the main address is in range, so the FTTH flag is set (spec 5)', () => {
    const segments = customerSegments(facts({ contracts: [contract('C')], ftthCovered: true }));
    expect(segments).toEqual(['FTTH_OK', 'EXISTING_CUSTOMER']);
    expect(hasFtthRange(segments.map((segmentCode) => ({ segmentCode })))).toBe(true);
  });

  it('names the prepaid category of a prepaid (P) customer, NEWSALES by default', () => {
    expect(customerSegments(facts({ contracts: [contract('P')], prepaidCategory: 'UPSELL' }))).toEqual(['EXISTING_CUSTOMER', 'PREPAID_UPSELL']);
    expect(customerSegments(facts({ contracts: [contract('P')] }))).toEqual(['EXISTING_CUSTOMER', 'PREPAID_NEWSALES']);
    expect(customerSegments(facts({ contracts: [contract('C')], prepaidCategory: 'UPSELL' }))).toEqual(['EXISTING_CUSTOMER']);
  });

  it('adds LTO while a long-term offer runs (its last day included)', () => {
    expect(customerSegments(facts({ contracts: [contract('C', { ltoEndDate: today })] }))).toEqual(['EXISTING_CUSTOMER', 'LTO']);
    expect(customerSegments(facts({ contracts: [contract('C', { ltoEndDate: '2026-11-01' })] }))).toEqual(['EXISTING_CUSTOMER']);
  });

  it('ignores contracts that have ended', () => {
    expect(customerSegments(facts({ contracts: [contract('K'), contract('C', { finabo: '2026-11-01' })] }))).toEqual(['PROSPECT']);
    expect(customerSegments(facts({ contracts: [contract('C', { finabo: today })] }))).toEqual(['EXISTING_CUSTOMER']);
  });
});

describe('streetKey', () => {
  it.each([
    ['Słoneczna', 'słoneczna'],
    ['  ul.  SŁONECZNA ', 'słoneczna'],
    ['ul.Słoneczna', 'słoneczna'],
    ['ulica Słoneczna', 'słoneczna'],
    ['Al. Jerozolimskie', 'jerozolimskie'],
    ['pl Zbawiciela', 'zbawiciela'],
    ['Osiedlowa', 'osiedlowa'],
    ['Plac', 'plac'],
    ['Nowy  Świat', 'nowy świat'],
    ['S\u0142oneczna', 'słoneczna'],
    ['Zo\u0301łta', 'zółta'],
  ])('%j → %j', (input, expected) => {
    expect(streetKey(input)).toBe(expected);
  });
});

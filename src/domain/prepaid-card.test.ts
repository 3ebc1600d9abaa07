import { describe, expect, it } from 'vitest';
import {
  canTopUp,
  CARD_NUMBER_PATTERN,
  cardNumberOf,
  cardStatusOn,
  currentPackageOf,
  groupedCardNumber,
  TOP_UP_POLL,
  topUpChoices,
  topUpProgress,
  validityAfterTopUp,
} from './prepaid-card.ts';

const today = '2026-11-02';

describe('cardStatusOn', () => {
  it.each([
    ['ACTIVE', '2026-11-02', 'ACTIVE'],
    ['ACTIVE', '2026-12-01', 'ACTIVE'],
    ['ACTIVE', '2026-11-01', 'EXPIRED'],
    ['INACTIVE', null, 'INACTIVE'],
    ['BLOCKED', '2027-01-01', 'BLOCKED'],
    ['EXPIRED', '2026-10-01', 'EXPIRED'],
  ] as const)('%s until %s → %s', (stored, end, expected) => {
    expect(cardStatusOn(stored, end, today)).toBe(expected);
  });
});

describe('validityAfterTopUp (counted from the end of the current validity)', () => {
  it('extends a valid card from its last valid day', () => {
    expect(validityAfterTopUp('2026-11-20', today, 1)).toBe('2026-12-20');
    expect(validityAfterTopUp('2026-11-02', today, 3)).toBe('2027-02-02');
  });

  it('counts a lapsed or never used card from today', () => {
    expect(validityAfterTopUp('2026-10-01', today, 12)).toBe('2027-11-02');
    expect(validityAfterTopUp(null, today, 1)).toBe('2026-12-02');
  });

  it('ends a month after 31 January on the last day of February', () => {
    expect(validityAfterTopUp('2027-01-31', today, 1)).toBe('2027-02-28');
  });
});

describe('canTopUp', () => {
  it('refuses a blocked card only', () => {
    expect((['INACTIVE', 'ACTIVE', 'EXPIRED', 'BLOCKED'] as const).filter(canTopUp)).toEqual(['INACTIVE', 'ACTIVE', 'EXPIRED']);
  });
});

describe('cardNumberOf (what the card step sends, checked as the contract checks it)', () => {
  it('takes 12 digits, with spaces around them or in the groups of four printed on the card', () => {
    expect(cardNumberOf('100000000018')).toEqual({ cardNumber: '100000000018' });
    expect(cardNumberOf('  100000000018 ')).toEqual({ cardNumber: '100000000018' });
    expect(cardNumberOf('1000 0000 0018')).toEqual({ cardNumber: '100000000018' });
    expect(cardNumberOf('1000\u00a00000\u00a00018')).toEqual({ cardNumber: '100000000018' });
    for (const typed of ['100000000018', '1000 0000 0018']) {
      const result = cardNumberOf(typed);
      expect('cardNumber' in result && CARD_NUMBER_PATTERN.test(result.cardNumber)).toBe(true);
    }
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['10000000001A', 'not-digits'],
    ['karta', 'not-digits'],
    ['<b>100000000018</b>', 'not-digits'],
    ['1000-0000-0018', 'not-digits'],
    ['10000000001', 'too-short'],
    ['1000 0000 001', 'too-short'],
    ['1000000000180', 'too-long'],
    ['1000 0000 0018 1', 'too-long'],
    ['100000 000018', 'spacing'],
    ['1000  0000 0018', 'spacing'],
    ['1 0 0 0 0 0 0 0 0 0 1 8', 'spacing'],
  ] as const)('refuses %j: %s', (typed, problem) => {
    expect(cardNumberOf(typed)).toEqual({ problem });
  });
});

describe('groupedCardNumber', () => {
  it('shows the number in groups of four; anything else as it is', () => {
    expect(groupedCardNumber('100000000018')).toBe('1000 0000 0018');
    expect(groupedCardNumber('12345')).toBe('12345');
  });
});

const packages = [
  { packageCode: 'TNK_1M', name: 'Doładowanie na 1 miesiąc', months: 1, price: '34.99' },
  { packageCode: 'TNK_3M', name: 'Doładowanie na 3 miesiące', months: 3, price: '99.99' },
  { packageCode: 'TNK_12M', name: 'Doładowanie na 12 miesięcy', months: 12, price: '359.00' },
];

describe('topUpChoices (the new last valid day each package gives, by the server’s rule)', () => {
  it('counts an active card from its last valid day', () => {
    expect(topUpChoices({ cardStatus: 'ACTIVE', maxProdEndDate: '2026-11-20', packages }, today).map((c) => [c.packageCode, c.validUntil])).toEqual([
      ['TNK_1M', '2026-12-20'],
      ['TNK_3M', '2027-02-20'],
      ['TNK_12M', '2027-11-20'],
    ]);
  });

  it('counts a lapsed or never used card from today', () => {
    expect(topUpChoices({ cardStatus: 'EXPIRED', maxProdEndDate: '2026-10-01', packages }, today)[1]).toMatchObject({
      packageCode: 'TNK_3M',
      validUntil: '2027-02-02',
    });
    expect(topUpChoices({ cardStatus: 'INACTIVE', maxProdEndDate: null, packages }, today)[0]).toMatchObject({
      price: '34.99',
      validUntil: '2026-12-02',
    });
  });

  it('offers nothing for a blocked card', () => {
    expect(topUpChoices({ cardStatus: 'BLOCKED', maxProdEndDate: '2027-01-31', packages }, today)).toEqual([]);
  });

  it('gives the day validityAfterTopUp gives, which the server applies when the top-up is paid', () => {
    for (const [end, status] of [
      ['2026-11-20', 'ACTIVE'],
      ['2026-10-01', 'EXPIRED'],
      [null, 'INACTIVE'],
    ] as const)
      for (const choice of topUpChoices({ cardStatus: status, maxProdEndDate: end, packages }, today))
        expect(choice.validUntil).toBe(validityAfterTopUp(end, today, choice.months));
  });
});

describe('currentPackageOf', () => {
  it('names the package of the card’s price', () => {
    expect(currentPackageOf({ cardStatus: 'ACTIVE', currentPrice: '99.99', packages })?.packageCode).toBe('TNK_3M');
    expect(currentPackageOf({ cardStatus: 'EXPIRED', currentPrice: '359', packages })?.packageCode).toBe('TNK_12M');
  });

  it('names none for a card never used, an unknown price or a price two packages share', () => {
    expect(currentPackageOf({ cardStatus: 'INACTIVE', currentPrice: '34.99', packages })).toBeNull();
    expect(currentPackageOf({ cardStatus: 'ACTIVE', currentPrice: '10.00', packages })).toBeNull();
    expect(currentPackageOf({ cardStatus: 'ACTIVE', currentPrice: null, packages })).toBeNull();
    expect(
      currentPackageOf({ cardStatus: 'ACTIVE', currentPrice: '34.99', packages: [...packages, { ...packages[0]!, packageCode: 'TNK_1M_B' }] }),
    ).toBeNull();
  });
});

describe('topUpProgress', () => {
  it('is settled as soon as the status is', () => {
    expect(topUpProgress('SUCCEEDED', 1, false)).toBe('succeeded');
    expect(topUpProgress('FAILED', 1, true)).toBe('failed');
  });

  it('waits for a pending top-up up to the bound, then calls it unsettled', () => {
    expect(topUpProgress('PENDING', 1, false)).toBe('waiting');
    expect(topUpProgress('PENDING', TOP_UP_POLL.attempts - 1, false)).toBe('waiting');
    expect(topUpProgress('PENDING', TOP_UP_POLL.attempts, false)).toBe('unsettled');
  });

  it('calls a top-up left in a closed window abandoned after two answers', () => {
    expect(topUpProgress('PENDING', 1, true)).toBe('waiting');
    expect(topUpProgress('PENDING', 2, true)).toBe('abandoned');
  });
});

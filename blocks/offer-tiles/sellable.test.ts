import { describe, expect, it } from 'vitest';
import { isSellable } from './sellable.ts';

describe('isSellable (spec 4, available products)', () => {
  it('sells active offers', () => {
    expect(isSellable({ status: 'ACTIVE', name: 'OTT_START_M' })).toBe(true);
  });

  it('does not sell inactive offers', () => {
    expect(isSellable({ status: 'INACTIVE', name: 'OTT_START_M' })).toBe(false);
    expect(isSellable({ status: 'ARCHIVED', name: 'STARTER_OTT' })).toBe(false);
  });

  it('sells starter offers whatever their status', () => {
    expect(isSellable({ status: 'INACTIVE', name: 'OTT_STARTER_7D' })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { selectMainBundle } from './main-code.ts';

const bundle = (name: string, codes: string[], kind: { lto?: boolean; monthly?: boolean; isMain?: boolean } = {}) => ({
  name,
  relationship: codes.map((articlecode) => ({ articlecode })),
  ismain: kind.isMain ?? true,
  lto: kind.lto ?? false,
  monthly: kind.monthly ?? true,
});

const komfort = bundle('komfort', ['HOR02']);
const komfortLto = bundle('komfort-lto', ['HOR02'], { lto: true, monthly: false });
const prestizLto = bundle('prestiz-lto', ['HOR03', 'FC91'], { lto: true, monthly: false });
const sport = bundle('sport', ['MCCSNK01', 'HOR02'], { isMain: false });

describe('main code selection', () => {
  it('takes the one main bundle of the right kind that overlaps the chosen codes', () => {
    expect(selectMainBundle([komfort, komfortLto, sport], ['HOR02'], false)?.name).toBe('komfort');
    expect(selectMainBundle([komfort, komfortLto, sport], ['HOR02'], true)?.name).toBe('komfort-lto');
  });

  it('ignores bundles not flagged main and finds nothing without an overlap', () => {
    expect(selectMainBundle([sport], ['MCCSNK01'], false)).toBeUndefined();
    expect(selectMainBundle([komfort, prestizLto], ['FN01'], true)).toBeUndefined();
  });

  it('several candidates: the larger overlap wins', () => {
    const wide = bundle('wide', ['HOR03', 'FC91', 'FC97'], { lto: true });
    expect(selectMainBundle([komfortLto, wide, prestizLto], ['HOR03', 'FC91', 'FC97'], true)?.name).toBe('wide');
  });

  it('equal overlap: the tighter fit wins, then catalogue order', () => {
    const loose = bundle('loose', ['HOR03', 'FC97'], { lto: true });
    expect(selectMainBundle([loose, prestizLto], ['HOR03'], true)?.name).toBe('loose');
    const tight = bundle('tight', ['HOR03'], { lto: true });
    expect(selectMainBundle([prestizLto, tight], ['HOR03'], true)?.name).toBe('tight');
    const twin = bundle('twin', ['HOR03'], { lto: true });
    expect(selectMainBundle([tight, twin], ['HOR03'], true)?.name).toBe('tight');
  });
});

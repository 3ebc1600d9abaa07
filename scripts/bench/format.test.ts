import { describe, expect, it } from 'vitest';
import { kb, table } from './format.ts';

describe('format', () => {
  it('prints bytes as kB with one decimal', () => {
    expect([kb(0), kb(1049), kb(10_000), kb(123_456)]).toEqual(['0.0 kB', '1.0 kB', '10.0 kB', '123.5 kB']);
  });

  it('aligns text columns left and figures right', () => {
    expect(
      table(
        ['Strona', 'JS'],
        [
          ['/pomoc', '6.5'],
          ['/oferta-online', '120.0'],
        ],
      ),
    ).toBe(['Strona             JS', '--------------  -----', '/pomoc            6.5', '/oferta-online  120.0'].join('\n'));
  });
});

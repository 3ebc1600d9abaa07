import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';
import richText from './block.ts';

describe('rich-text block', () => {
  it('renders the heading and formatted text', async () => {
    const body = await renderBlockDom('rich-text', { heading: 'Nagłówek', html: '<p>Ala <strong>ma</strong> kota</p>' });
    expect(within(body).getByRole('heading', { level: 2, name: 'Nagłówek' })).toBeTruthy();
    expect(within(body).getByText('ma').tagName).toBe('STRONG');
  });

  it('drops scripts, event handlers and frames', async () => {
    const html = await renderBlock('rich-text', {
      html: '<p onclick="steal()">Tekst<script>alert(1)</script></p><img src="x" onerror="alert(3)"><iframe src="https://zlo.example"></iframe>',
    });
    expect(html).toContain('Tekst');
    expect(html).not.toMatch(/<script|onclick|onerror|<iframe/i);
  });

  it('refuses a javascript: link rather than showing it as dead text', () => {
    for (const href of ['javascript:alert(2)', 'JaVaScRiPt:alert(4)']) {
      const parsed = richText.schema.safeParse({ html: `<p>Tekst <a href="${href}">link</a></p>` });
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
        'Odnośnik lub obraz w tekście ma niedozwolony adres: użyj ścieżki strony, https://, mailto: albo tel:',
      ]);
    }
  });

  it('adds noopener to links opening a new tab', async () => {
    const body = await renderBlockDom('rich-text', { html: '<a href="https://example.com" target="_blank">x</a>' });
    expect(within(body).getByRole('link', { name: 'x' }).getAttribute('rel')).toBe('noopener noreferrer');
  });
});

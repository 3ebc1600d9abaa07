import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text.ts';
import { unsafeRichTextUrls } from './rich-text-links.ts';

describe('links and images in rich text', () => {
  it('accepts what the sanitizer keeps: site paths, anchors, http(s), mailto and tel links, http(s) images', () => {
    const html =
      '<p><a href="/oferta">Oferta</a> <a href="#faq">FAQ</a> <a href="https://example.com/a?b=1">x</a> <a href=\'mailto:bok@horyzont.example\'>e</a> ' +
      '<a href=tel:+48221234567>t</a> <a href="regulamin">r</a> <img src="https://cdn.example.com/a.png" alt=""></p>';
    expect(unsafeRichTextUrls(html)).toEqual([]);
    expect(sanitizeRichText(html).match(/href=|src=/g)).toHaveLength(7);
  });

  it('refuses what the sanitizer drops, however it is spelled', () => {
    const unsafe = [
      '<a href="javascript:alert(1)">a</a>',
      '<a title="x" href=" JaVaScRiPt:alert(1)">a</a>',
      '<a href="java\tscript:alert(1)">a</a>',
      '<a href="&#106;avascript:alert(1)">a</a>',
      '<a href="javascript&colon;alert(1)">a</a>',
      '<a href="data:text/html,<b>x</b>">a</a>',
      '<a href="//evil.example/">a</a>',
      '<img src="data:image/png;base64,AAAA" alt="">',
      '<img src="mailto:x@example.com" alt="">',
    ];
    for (const html of unsafe) {
      expect(unsafeRichTextUrls(html), html).toHaveLength(1);
      expect(sanitizeRichText(html), html).not.toMatch(/href=|src=/);
    }
  });
});

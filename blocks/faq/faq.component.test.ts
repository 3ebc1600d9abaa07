import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

const items = [
  { question: 'Jak zmienić pakiet?', answer: '<p>W <a href="/moje-konto">Moim koncie</a>, w zakładce <strong>Usługi</strong>.</p>' },
  { question: 'Czy potrzebuję dekodera?', answer: '<p>Nie, wystarczy aplikacja.</p>' },
];

const jsonLd = (body: HTMLElement) => {
  const scripts = body.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!.textContent ?? '') as {
    '@type': string;
    mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[];
  };
};

describe('faq block', () => {
  it('renders questions as native disclosures, closed by default', async () => {
    const body = await renderBlockDom('faq', { heading: 'Pytania i odpowiedzi', items });
    expect(within(body).getByRole('heading', { level: 2, name: 'Pytania i odpowiedzi' })).toBeTruthy();
    const groups = within(body).getAllByRole('group');
    expect(groups.map((d) => d.tagName)).toEqual(['DETAILS', 'DETAILS']);
    expect(groups.map((d) => d.querySelector('summary')?.textContent)).toEqual(['Jak zmienić pakiet?', 'Czy potrzebuję dekodera?']);
    expect(groups.every((d) => !d.hasAttribute('open'))).toBe(true);
    expect(within(groups[0]!).getByRole('link', { name: 'Moim koncie' }).getAttribute('href')).toBe('/moje-konto');
    expect(within(groups[0]!).getByText('Usługi').tagName).toBe('STRONG');
    expect(body.querySelector('script:not([type="application/ld+json"])')).toBeNull();
  });

  it('opens the first answer when asked', async () => {
    const body = await renderBlockDom('faq', { items, openFirst: true });
    const [first, second] = within(body).getAllByRole('group');
    expect(first!.hasAttribute('open')).toBe(true);
    expect(second!.hasAttribute('open')).toBe(false);
  });

  it('sanitises answers', async () => {
    const html = await renderBlock('faq', {
      items: [{ question: 'Bezpieczne?', answer: '<p onclick="x()">Tak<script>alert(1)</script><a href="/pomoc">a</a></p>' }],
      structuredData: false,
    });
    expect(html).toContain('Tak');
    expect(html).toContain('href="/pomoc"');
    expect(html).not.toMatch(/<script|onclick/i);
  });

  it('describes the questions as FAQPage structured data', async () => {
    const body = await renderBlockDom('faq', { items });
    const data = jsonLd(body);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((q) => [q['@type'], q.name])).toEqual([
      ['Question', 'Jak zmienić pakiet?'],
      ['Question', 'Czy potrzebuję dekodera?'],
    ]);
    expect(data.mainEntity[1]!.acceptedAnswer.text).toBe('<p>Nie, wystarczy aplikacja.</p>');
  });

  it('cannot be broken out of by a question containing </script>', async () => {
    const question = 'Co robi </script><script>alert(1)</script>?';
    const html = await renderBlock('faq', { items: [{ question, answer: '<p>Nic.</p>' }] });
    expect(html).not.toContain('</script><script>alert(1)');
    const body = await renderBlockDom('faq', { items: [{ question, answer: '<p>Nic.</p>' }] });
    expect(jsonLd(body).mainEntity[0]!.name).toBe(question);
    expect(body.querySelector('summary')?.textContent).toBe(question);
  });

  it('leaves structured data out when switched off', async () => {
    const body = await renderBlockDom('faq', { items, structuredData: false });
    expect(body.querySelector('script')).toBeNull();
  });
});

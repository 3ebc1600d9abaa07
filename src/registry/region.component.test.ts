import { describe, expect, it } from 'vitest';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
import Region from './Region.astro';

const render = async (blocks: unknown[], url?: string) => {
  const container = await AstroContainer.create();
  const request = url ? new Request(url) : undefined;
  const html = await container.renderToString(Region, { props: { blocks, path: 'main' }, ...(request ? { request } : {}) });
  return new JSDOM(`<body>${html}</body>`).window.document.body;
};

describe('Region', () => {
  it('marks each block, nested ones too, with its place in the CMS’s form in the editors’ preview, and only there', async () => {
    const blocks = [
      { id: 'a', type: 'rich-text', props: { html: '<p>Wstęp</p>' }, regions: {} },
      {
        id: 'b',
        type: 'section',
        props: { heading: 'Pytania' },
        regions: { content: [{ id: 'c', type: 'rich-text', props: { html: '<p>Odpowiedź</p>' }, regions: {} }] },
      },
    ];
    const preview = await render(blocks, 'http://127.0.0.1/podglad?token=x');
    expect([...preview.querySelectorAll<HTMLElement>('[data-preview-block]')].map((mark) => mark.dataset.previewBlock)).toEqual([
      'regions.main.0',
      'regions.main.1',
      'regions.main.1.regions.content.0',
    ]);
    expect(preview.querySelector('[data-preview-block="regions.main.1.regions.content.0"]')?.textContent).toContain('Odpowiedź');
    const live = await render(blocks, 'http://127.0.0.1/pomoc');
    expect(live.querySelector('[data-preview-block]')).toBeNull();
    expect(live.textContent).toContain('Odpowiedź');
  });

  it('renders a block gated by a visibility expression hidden, carrying the expression for the shell', async () => {
    const visibility = { combinator: 'AND', rules: [{ source: 'session', key: 'userLogin', type: 'attribute', operator: 'present' }] };
    const body = await render([
      { id: 'a', type: 'rich-text', props: { html: '<p>Tylko dla zalogowanych</p>', width: 'narrow' }, regions: {}, visibility },
    ]);
    const wrapper = body.querySelector<HTMLElement>('[data-visibility]')!;
    expect(wrapper.hidden).toBe(true);
    expect(JSON.parse(wrapper.dataset.visibility!)).toEqual(visibility);
    expect(wrapper.textContent).toContain('Tylko dla zalogowanych');
  });

  it('renders a block with an invalid expression hidden, with the reason the shell reports in the console', async () => {
    const visibility = { combinator: 'XOR', rules: [] };
    const body = await render([{ id: 'a', type: 'rich-text', props: { html: '<p>Ukryte</p>', width: 'narrow' }, regions: {}, visibility }]);
    const wrapper = body.querySelector<HTMLElement>('[data-visibility]')!;
    expect(wrapper.hidden).toBe(true);
    expect(JSON.parse(wrapper.dataset.visibility!)).toEqual(visibility);
    expect(wrapper.dataset.visibilityError).toBe('wyrażenie: łącznik musi być AND lub OR');
  });

  it('parses each block’s props by its schema where it renders, and fails naming the block when they do not pass', async () => {
    const body = await render([{ id: 'a', type: 'rich-text', props: { html: '<p>Domyślna szerokość</p>' }, regions: {} }]);
    expect(body.querySelector('.rich-text--narrow')?.textContent).toContain('Domyślna szerokość');
    await expect(render([{ id: 'a', type: 'rich-text', props: { html: '' }, regions: {} }])).rejects.toThrow(
      /main\[0\]<rich-text> › props\.html: Treść nie może być pusta/,
    );
    await expect(render([{ id: 'a', type: 'nieznany', props: {}, regions: {} }])).rejects.toThrow(
      /main\[0\]<nieznany> › type: Unknown block type "nieznany"/,
    );
  });

  it('renders ungated blocks as they are, and diagnostic boxes for invalid ones', async () => {
    const body = await render([
      { id: 'a', type: 'rich-text', props: { html: '<p>Dla wszystkich</p>', width: 'narrow' }, regions: {} },
      { id: 'b', type: '__diagnostic', props: { blockType: 'hero', problems: ['/p › main[1]<hero> › props.heading: Wymagane'] }, regions: {} },
    ]);
    expect(body.querySelector('[data-visibility]')).toBeNull();
    expect(body.textContent).toContain('Dla wszystkich');
    expect(body.querySelector('[role="alert"]')?.textContent).toContain('Błąd bloku „hero”');
  });
});

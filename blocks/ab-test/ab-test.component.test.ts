import { describe, expect, it } from 'vitest';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';
import { AB_ASSIGN_SCRIPT } from '#domain/ab-tests.ts';

const richText = (id: string, text: string) => ({ id, type: 'rich-text', props: { html: `<p>${text}</p>` } });

describe('ab-test block', () => {
  it('renders region „a” as group A’s variant and „b” as group B’s, after the drawing script', async () => {
    const body = await renderBlockDom(
      'ab-test',
      { test: 'uibOnetPremium' },
      { a: [richText('wariant-a', 'Plan standardowy')], b: [richText('wariant-b1', 'Plan Premium'), richText('wariant-b2', 'Obraz 4K')] },
    );
    const experiment = body.querySelector('[data-ab-test="uibOnetPremium"]')!;
    const variant = (group: string) => experiment.querySelector(`:scope > [data-ab-variant="${group}"]`)!;
    expect(variant('A').textContent?.trim()).toBe('Plan standardowy');
    expect(variant('B').textContent?.replace(/\s+/g, ' ').trim()).toBe('Plan Premium Obraz 4K');

    const script = body.querySelector('script')!;
    expect(script.textContent).toBe(AB_ASSIGN_SCRIPT);
    expect(script.compareDocumentPosition(experiment) & body.ownerDocument.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('an empty region „b” shows group B nothing', async () => {
    const body = await renderBlockDom('ab-test', { test: 'uibOttOfferSlidesOrder' }, { a: [richText('wariant-a', 'Baner')] });
    expect(body.querySelector('[data-ab-variant="B"]')?.textContent?.trim()).toBe('');
  });

  it('refuses a test the analytics do not know', async () => {
    await expect(renderBlock('ab-test', { test: 'uibNowyTest' })).rejects.toThrow('Test A/B: jeden z uibOnetPremium, uibOttOfferSlidesOrder');
  });

  it('names the problem of a block inside a variant', async () => {
    await expect(renderBlock('ab-test', { test: 'uibOnetPremium' }, { b: [{ id: 'wariant-b', type: 'rich-text', props: {} }] })).rejects.toThrow(
      /\.b\[0\]/,
    );
  });
});

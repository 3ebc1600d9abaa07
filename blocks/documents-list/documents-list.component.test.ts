import { describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/dom';
import type { ContentDocument } from '#content-schema/support.ts';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

const { documents } = vi.hoisted(() => {
  const doc = (
    d: Pick<ContentDocument, 'id' | 'title' | 'category'> & Partial<ContentDocument> & { url: string; sizeKb?: number },
  ): ContentDocument => {
    const { url, sizeKb, ...rest } = d;
    return {
      status: 'ACTIVE',
      summaryavailable: false,
      selfcareavailable: false,
      downgradeavailable: false,
      ...rest,
      file: { databaseId: 1, url, ...(sizeKb === undefined ? {} : { sizeKb }) },
    };
  };
  return {
    documents: [
      doc({
        id: 'reg-go',
        title: 'Regulamin usługi Horyzont GO',
        category: 'regulaminy',
        url: '/dokumenty/regulamin-go.pdf',
        sizeKb: 245,
        validFrom: '2026-03-01',
      }),
      doc({ id: 'reg-promo', title: 'Regulamin promocji „Wiosna z Horyzontem”', category: 'regulaminy', url: '/dokumenty/promocja-wiosna.pdf' }),
      doc({
        id: 'reg-old',
        title: 'Regulamin usługi Horyzont GO (2024)',
        category: 'regulaminy',
        url: '/dokumenty/regulamin-go-2024.pdf',
        status: 'ARCHIVED',
        validFrom: '2024-01-15',
      }),
      doc({ id: 'cennik', title: 'Cennik usług', category: 'cenniki', url: '/dokumenty/cennik.pdf', sizeKb: 1536 }),
    ],
  };
});

vi.mock('#content/queries.ts', () => ({ getDocuments: async () => documents }));

const links = (body: HTMLElement) =>
  within(body)
    .queryAllByRole('link')
    .map((a) => a.textContent?.trim());

describe('documents-list block', () => {
  it('lists the category’s current documents by title, as download links with details', async () => {
    const body = await renderBlockDom('documents-list', { heading: 'Regulaminy', category: 'regulaminy' });
    const section = within(body).getByRole('region', { name: 'Regulaminy' });
    expect(links(section)).toEqual(['Regulamin promocji „Wiosna z Horyzontem”', 'Regulamin usługi Horyzont GO']);
    const go = within(section).getByRole('link', { name: 'Regulamin usługi Horyzont GO' });
    expect(go.getAttribute('href')).toBe('/dokumenty/regulamin-go.pdf');
    const details = body.ownerDocument.getElementById(go.getAttribute('aria-describedby') ?? '');
    expect(details?.textContent).toBe('PDF, 245 kB · Obowiązuje od 01.03.2026');
    const promo = within(section)
      .getByRole('link', { name: /Wiosna/ })
      .closest('li') as HTMLElement;
    expect(within(promo).getByText('PDF')).toBeTruthy();
  });

  it('includes archived documents when asked, marked as such', async () => {
    const body = await renderBlockDom('documents-list', { category: 'regulaminy', includeArchived: true });
    expect(links(body)).toEqual(['Regulamin promocji „Wiosna z Horyzontem”', 'Regulamin usługi Horyzont GO', 'Regulamin usługi Horyzont GO (2024)']);
    const old = within(body).getByRole('link', { name: 'Regulamin usługi Horyzont GO (2024)' }).closest('li') as HTMLElement;
    expect(within(old).getByText('PDF · Obowiązuje od 15.01.2024 · Archiwalny')).toBeTruthy();
  });

  it('lists explicitly chosen documents', async () => {
    const body = await renderBlockDom('documents-list', { documentIds: ['cennik', 'reg-go'] });
    expect(links(body)).toEqual(['Cennik usług', 'Regulamin usługi Horyzont GO']);
    expect(within(body).getByText('PDF, 1,5 MB')).toBeTruthy();
  });

  it('says so when there is nothing to list', async () => {
    const body = await renderBlockDom('documents-list', { category: 'umowy' });
    expect(within(body).getByText('Brak dokumentów w tej kategorii.')).toBeTruthy();
    expect(links(body)).toEqual([]);
  });

  it('fails the build naming an unknown document', async () => {
    await expect(renderBlock('documents-list', { documentIds: ['cennik', 'nie-ma'] })).rejects.toThrow(/nieznany dokument „nie-ma”/);
  });

  it('needs exactly one of category and document list', async () => {
    await expect(renderBlock('documents-list', {})).rejects.toThrow(/dokładnie jedno z dwóch/);
    await expect(renderBlock('documents-list', { category: 'cenniki', documentIds: ['cennik'] })).rejects.toThrow(/dokładnie jedno z dwóch/);
  });
});

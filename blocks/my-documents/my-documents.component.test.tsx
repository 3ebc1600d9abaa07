import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { serviceOperations } from '#api-contract/services.ts';
import { mockPathOf } from '#api-client/mock/operations.ts';
import { mockServer } from '#api-client/mock/server.ts';
import { renderIsland, serve, sessionWith, useShopTest } from '#testing/shop.tsx';
import MyDocuments from './MyDocuments.tsx';

const shop = useShopTest();
const articleNames = { HOR02: 'Pakiet Komfort' };
const example = serviceOperations.offerDocuments.examples.data.documents[0]!;
const documents = [
  {
    ...example,
    id: 'customer-1',
    title: 'Umowa o świadczenie usług',
    category: null,
    source: 'customer' as const,
    file: { databaseId: null, url: null },
    articleCodes: [],
  },
  {
    ...example,
    id: 'regulamin-promocji-komfort-12',
    title: 'Regulamin promocji Komfort 12',
    source: 'offer' as const,
    articleCodes: ['HOR02'],
    file: { databaseId: 503, url: '/dokumenty/pliki/regulamin-promocji-komfort-12.pdf' },
  },
  {
    ...example,
    id: 'cennik-online',
    title: 'Cennik usług online',
    source: 'general' as const,
    file: { databaseId: 505, url: '/dokumenty/pliki/cennik-online.pdf' },
  },
];

describe('my documents', () => {
  beforeEach(() => {
    shop.start(sessionWith({ userLogin: 'klient.c@horyzont.example' }));
  });

  it('lists the customer’s documents by kind, each with its status and a download of its file', async () => {
    const asked = serve(serviceOperations.offerDocuments, () => ({ documents }));
    renderIsland(<MyDocuments articleNames={articleNames} />);

    const offer = await screen.findByRole('region', { name: 'Dokumenty Twoich usług' });
    expect(asked).toEqual([{ context: 'selfcare' }]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Twoje umowy i aneksy',
      'Dokumenty Twoich usług',
      'Dokumenty ogólne',
    ]);
    const download = within(offer).getByRole('link', { name: 'Pobierz: Regulamin promocji Komfort 12' });
    expect(download.getAttribute('href')).toBe('/dokumenty/pliki/regulamin-promocji-komfort-12.pdf');
    expect(download.hasAttribute('download')).toBe(true);
    expect(within(offer).getByText('obowiązuje')).toBeTruthy();
    // A document whose file the content system does not list says so instead of a broken link.
    expect(within(screen.getByRole('region', { name: 'Twoje umowy i aneksy' })).getByText('Plik niedostępny')).toBeTruthy();
  });

  it('shows a document’s details in the documents modal, closed by its title bar’s button', async () => {
    serve(serviceOperations.offerDocuments, () => ({ documents }));
    renderIsland(<MyDocuments articleNames={articleNames} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Szczegóły: Regulamin promocji Komfort 12' }));
    const modal = await screen.findByRole('dialog', { name: 'Regulamin promocji Komfort 12' });
    expect(within(modal).getByText('Dotyczy usług').nextElementSibling?.textContent).toBe('Pakiet Komfort');
    expect(within(modal).getByText('Rodzaj').nextElementSibling?.textContent).toBe('dokument usługi');
    fireEvent.click(within(modal).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when loading failed and loads again on request', async () => {
    serve(serviceOperations.offerDocuments, () => ({ documents }));
    // Handlers added later come first: the first call's connection fails, the next one is answered.
    mockServer.use(http.post(mockPathOf(serviceOperations.offerDocuments), () => HttpResponse.error(), { once: true }));
    renderIsland(<MyDocuments articleNames={articleNames} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Nie udało się wczytać dokumentów\./);
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('link', { name: 'Pobierz: Cennik usług online' })).toBeTruthy();
  });

  it('shows an anonymous visitor nothing (the shell sends them to the login page)', () => {
    shop.start(sessionWith({}));
    const { container } = renderIsland(<MyDocuments articleNames={articleNames} />);
    expect(container.textContent).toBe('');
  });
});

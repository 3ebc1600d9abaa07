import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountOperations } from '#api-contract/account.ts';
import { mockPathOf } from '#api-client/mock/operations.ts';
import { mockServer } from '#api-client/mock/server.ts';
import type { CurrentProduct } from '#domain/session.ts';
import { renderIsland, serve, sessionWith, useShopTest } from '#testing/shop.tsx';
import ServicesAbroad from './ServicesAbroad.tsx';

const shop = useShopTest();
const articleNames = { HOR02: 'Pakiet Komfort', FN01: 'Strumień – plan standardowy', MCCSNK01: 'Sport Horyzont' };
const held = (articleCode: string, extra: Partial<CurrentProduct> = {}): CurrentProduct => ({
  articleCode,
  offerCode: `OFFER_${articleCode}`,
  contractId: '1',
  status: 'ACTIVE',
  endDate: null,
  fee: '10.00',
  commitmentEndDate: null,
  ...extra,
});
const customer = (portabilityFlag: string, currentProducts = [held('HOR02'), held('FN01')]) =>
  sessionWith({ userLogin: 'klient.c@horyzont.example', portabilityFlag, currentProducts });
const segments = (...codes: string[]) => serve(accountOperations.segments, () => codes.map((segmentCode) => ({ segmentCode })));

describe('services abroad', () => {
  beforeEach(() => shop.start(customer('potwierdzony')));

  it('with the residence confirmed, lists every service as working in the EU, partner services named as such', async () => {
    const asked = segments('EXISTING_CUSTOMER');
    renderIsland(<ServicesAbroad articleNames={articleNames} />);

    expect(await screen.findByText(/Polska – jest potwierdzony/)).toBeTruthy();
    expect(asked).toHaveLength(1);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Pakiet Komfortdziała w krajach UE',
      'Strumień – plan standardowyserwis partneradziała w krajach UE',
    ]);
    expect(screen.queryByRole('heading', { name: 'Jak potwierdzić kraj zamieszkania' })).toBeNull();
  });

  it('without the confirmation (the session default), says the services work in Poland only and how the residence gets confirmed', async () => {
    shop.start(customer('niepotwierdzony', [held('MCCSNK01', { status: 'PLANNED_OFF', endDate: '2026-12-20' })]));
    segments('EXISTING_CUSTOMER');
    renderIsland(<ServicesAbroad articleNames={articleNames} />);

    expect(await screen.findByText(/Nie mamy jeszcze potwierdzenia, że mieszkasz w Polsce/)).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Sport Horyzonttylko w Polsce, usługa kończy się 20.12.2026');
    const confirm = screen.getByRole('region', { name: 'Jak potwierdzić kraj zamieszkania' });
    expect(within(confirm).getByText(/801 234 567/)).toBeTruthy();
    expect(within(confirm).getByRole('link', { name: 'Napisz wiadomość' }).getAttribute('href')).toBe('/oferta-online/moje-konto/wiadomosci');
  });

  it('a prospect is told they have no service to take abroad', async () => {
    segments('PROSPECT');
    renderIsland(<ServicesAbroad articleNames={articleNames} />);
    expect(await screen.findByText(/Nie masz teraz usług online/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says when the check failed and checks again on request', async () => {
    segments('EXISTING_CUSTOMER');
    mockServer.use(http.get(mockPathOf(accountOperations.segments), () => HttpResponse.error(), { once: true }));
    renderIsland(<ServicesAbroad articleNames={articleNames} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Nie udało się sprawdzić Twoich usług\./);
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Pakiet Komfort')).toBeTruthy();
  });

  it('shows an anonymous visitor nothing (the shell sends them to the login page)', () => {
    shop.start(sessionWith({}));
    const { container } = renderIsland(<ServicesAbroad articleNames={articleNames} />);
    expect(container.textContent).toBe('');
  });
});

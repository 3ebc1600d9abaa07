import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartOperations } from '#api-contract/cart.ts';
import { serviceOperations } from '#api-contract/services.ts';
import { seedCatalogue } from '#api-client/mock/catalogue.ts';
import { mockError, mockPathOf } from '#api-client/mock/operations.ts';
import { mockServer } from '#api-client/mock/server.ts';
import type { CurrentProduct, Session } from '#domain/session.ts';
import { renderIsland, serve, serveSession, sessionWith, useShopTest } from '#testing/shop.tsx';
import { $sidebar } from '#stores/overlays.ts';
import { servicesCatalogue } from './catalogue.ts';
import MyServices from './MyServices.tsx';

const shop = useShopTest();
const catalogue = servicesCatalogue(seedCatalogue());
const SUMMARY_URL = '/oferta-online/podsumowanie';
const CHANGE_SUMMARY_URL = '/oferta-online/obnizenie/podsumowanie';
const LTO_CART = '7d1c2a3e-2f4b-4c5d-8e9f-0a1b2c3d4e5f';
const props = { catalogue, summaryUrl: SUMMARY_URL, changeSummaryUrl: CHANGE_SUMMARY_URL, shopUrl: '/oferta-online/konfiguracja', changeBreaks: [] };

const komfort: CurrentProduct = {
  articleCode: 'HOR02',
  offerCode: 'OTT_KOMFORT_M',
  contractId: '2',
  status: 'ACTIVE',
  endDate: null,
  fee: '49.99',
  commitmentEndDate: null,
};
const strumien: CurrentProduct = {
  articleCode: 'FN01',
  offerCode: 'OTT_STRUMIEN_M',
  contractId: '2',
  status: 'ACTIVE',
  endDate: null,
  fee: '29.00',
  commitmentEndDate: null,
};

const customer = (products: CurrentProduct[], extra: Partial<Session> = {}) =>
  sessionWith({ userLogin: 'klient.c@horyzont.example', currentProducts: products, ...extra });

const month = (monthKey: string, payments: Array<[string, string, string]>) => ({
  month: monthKey,
  total: payments.reduce((sum, [, , amount]) => sum + Number(amount), 0).toFixed(2),
  articlePayments: payments.map(([articleCode, articleName, amount]) => ({
    articleCode,
    articleName,
    offerCode: 'OFFER',
    contractId: '2',
    date: `${monthKey}-14`,
    amount,
  })),
});

/** payments/schedule: both products billed, or without the removed ones. */
function serveSchedule() {
  return serve(serviceOperations.paymentSchedule, ({ body }) => {
    const held: Array<[string, string, string]> = [
      ['HOR02', 'Pakiet Komfort', '49.99'],
      ['FN01', 'Strumień – plan standardowy', '29.00'],
    ];
    const removed = body?.removedArticles ?? [];
    const kept = held.filter(([code]) => !removed.includes(code));
    return {
      nextPaymentAmount: month('2026-12', held).total,
      // The removed product is still billed in December (it runs to the end of the period).
      nextPayments: [month('2026-12', held), month('2027-01', kept), month('2027-02', kept)],
    };
  });
}

/** „Zrezygnuj” on Komfort: Start is proposed instead first (propose-downgrade), declined to go on cancelling. */
async function cancelKomfortDecliningStart() {
  fireEvent.click(within(product('Pakiet Komfort')).getByRole('button', { name: 'Zrezygnuj: Pakiet Komfort' }));
  const proposal = await screen.findByRole('dialog', { name: 'Zmień pakiet zamiast rezygnować' });
  expect(within(proposal).getByText('Zamiast rezygnować z „Pakiet Komfort”, możesz przejść na „Pakiet Start” za 29,99 zł miesięcznie.')).toBeTruthy();
  fireEvent.click(within(proposal).getByRole('button', { name: 'Nie, chcę zrezygnować' }));
}

/** A product of the list (also while a sidebar, a modal dialog, hides the rest of the page from assistive technology). */
const product = (name: string) => screen.getByRole('listitem', { name, hidden: true });

describe('my services', () => {
  let session: Session;
  beforeEach(() => {
    history.replaceState(null, '', '/oferta-online/moje-uslugi');
    session = customer([komfort, strumien]);
    shop.start(session);
    serveSession(() => session);
  });

  it('lists the products by contract with status, fee, streaming plan and the actions the rules allow', () => {
    session = customer(
      [
        { ...komfort, offerCode: 'OTT_KOMFORT_LTO12', fee: '39.99', commitmentEndDate: '2099-01-02' },
        { ...strumien, status: 'PLANNED_OFF', endDate: '2026-12-13' },
        { ...strumien, articleCode: 'FN02', offerCode: 'OTT_STRUMIEN_PREMIUM_M', fee: '14.00', contractId: '5' },
      ],
      { ltoEndDate: '2099-01-02' },
    );
    shop.start(session);
    renderIsland(<MyServices {...props} />);

    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Umowa nr 2', 'Umowa nr 5']);
    const komfortItem = within(product('Pakiet Komfort'));
    expect(komfortItem.getByText('aktywna')).toBeTruthy();
    expect(komfortItem.getByText('39,99 zł')).toBeTruthy();
    expect(komfortItem.getByText('Koniec okresu zobowiązania').nextElementSibling?.textContent).toBe('02.01.2099');
    // Under commitment: no „Zrezygnuj” nor „Zmień pakiet”, and why, said once.
    expect(komfortItem.queryByRole('button')).toBeNull();
    expect(komfortItem.getByText(/nie można wyłączyć ani zmienić przed końcem okresu zobowiązania \(02\.01\.2099\)/).textContent).toMatch(
      /^Rezygnacja i zmiana niedostępne:/,
    );

    const planned = within(product('Strumień – plan standardowy'));
    expect(planned.getByText('zaplanowane wyłączenie z dniem 13.12.2026')).toBeTruthy();
    expect(planned.getByText('Plan serwisu Strumień').nextElementSibling?.textContent).toBe('premium');
    // Planned off, Strumień is still held: its access and restoring it.
    expect(planned.getAllByRole('button').map((button) => button.textContent)).toEqual(['Aktywuj dostęp', 'Przywróć']);

    // Premium held: no other plan of the family to change to, yet the plan change is offered (it says so).
    expect(
      within(product('Strumień – dodatkowy ekran'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Zrezygnuj', 'Zmień plan', 'Aktywuj dostęp']);
  });

  it('says a product the catalogue marks disabledowngrade cannot be cancelled here', () => {
    session = customer([komfort, { ...strumien, articleCode: 'FCA3', offerCode: 'OTT_MULTIROOM', fee: '15.00' }]);
    shop.start(session);
    renderIsland(<MyServices {...props} />);
    const multiroom = within(product('Multiroom – drugi dekoder'));
    expect(multiroom.queryByRole('button')).toBeNull();
    expect(multiroom.getByText(/Tej usługi nie można wyłączyć samodzielnie/)).toBeTruthy();
  });

  it('cancels Komfort: end date and next payments, a reason, the anti-churn offer declined, then planned off', async () => {
    const checks = serve(serviceOperations.verifySwitchOff, () => ({ contractId: '2', articleCode: 'HOR02', endDate: '2026-12-13', codes: [] }));
    const schedules = serveSchedule();
    serve(serviceOperations.antiChurnOffer, () => serviceOperations.antiChurnOffer.examples.data);
    const switchOffs = serve(serviceOperations.switchOff, () => {
      session = customer([{ ...komfort, status: 'PLANNED_OFF', endDate: '2026-12-13' }, strumien]);
      return { products: session.currentProducts };
    });
    renderIsland(<MyServices {...props} />);

    await cancelKomfortDecliningStart();
    const confirm = await screen.findByRole('dialog', { name: 'Rezygnacja z usługi' });
    expect(checks).toEqual([{ contractId: '2', articleCode: 'HOR02' }]);
    expect(schedules).toEqual(expect.arrayContaining([{ isMyAccount: true }, { isMyAccount: true, removedArticles: ['HOR02'] }]));
    expect(within(confirm).getByText('Usługa „Pakiet Komfort” będzie działać do 13.12.2026 włącznie, a potem zostanie wyłączona.')).toBeTruthy();
    const rows = within(confirm)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'MiesiącTerazPo rezygnacji',
      '12.202678,99\u00a0zł78,99\u00a0zł',
      '01.202778,99\u00a0zł29,00\u00a0zł',
      '02.202778,99\u00a0zł29,00\u00a0zł',
    ]);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Dalej' }));
    const reason = await screen.findByRole('dialog', { name: 'Powód rezygnacji' });
    fireEvent.click(within(reason).getByRole('button', { name: 'Dalej' }));
    expect(within(reason).getByRole('alert').textContent).toBe('Wybierz powód rezygnacji.');
    fireEvent.click(within(reason).getByRole('radio', { name: 'Cena jest dla mnie za wysoka' }));
    fireEvent.click(within(reason).getByRole('button', { name: 'Dalej' }));

    const offer = await screen.findByRole('dialog', { name: 'Zostań z nami taniej' });
    expect(within(offer).getByText(/Horyzont Online Komfort – umowa na 12 miesięcy/)).toBeTruthy();
    expect(within(offer).getByText('Oszczędzasz 10,00 zł miesięcznie.')).toBeTruthy();
    // Declining the offer is confirming the cancellation.
    expect(
      within(offer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['×', 'Wróć', 'Skorzystaj z oferty', 'Potwierdź rezygnację']);
    const confirmButton = within(offer).getByRole('button', { name: 'Potwierdź rezygnację' });
    fireEvent.click(confirmButton);
    fireEvent.click(confirmButton);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(switchOffs).toEqual([{ contractId: '2', articleCode: 'HOR02', reason: 'PRICE' }]);
    expect(await screen.findByText('zaplanowane wyłączenie z dniem 13.12.2026')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Zrezygnowano z usługi „Pakiet Komfort”. Działa do 13.12.2026 włącznie.'),
    );
    expect(within(product('Pakiet Komfort')).getByRole('button', { name: 'Przywróć: Pakiet Komfort' })).toBeTruthy();
  });

  it('takes the anti-churn offer instead: a prolongation in the long-term cart, moved on to the summary, and nothing cancelled', async () => {
    serve(serviceOperations.verifySwitchOff, () => ({ contractId: '2', articleCode: 'HOR02', endDate: '2026-12-13', codes: [] }));
    serveSchedule();
    serve(serviceOperations.antiChurnOffer, () => serviceOperations.antiChurnOffer.examples.data);
    const switchOffs = serve(serviceOperations.switchOff, () => ({ products: [] }));
    const updates = serve(cartOperations.update, () => ({ ...session.cart, id: LTO_CART, currentStage: 'PACKAGE' }));
    const stages = serve(cartOperations.updateStage, ({ body }) => ({ ...session.cart, id: body!.cartId, currentStage: 'SUMMARY' }));
    renderIsland(<MyServices {...props} />);

    await cancelKomfortDecliningStart();
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Rezygnacja z usługi' })).getByRole('button', { name: 'Dalej' }));
    const reason = await screen.findByRole('dialog', { name: 'Powód rezygnacji' });
    fireEvent.click(within(reason).getByRole('radio', { name: 'Cena jest dla mnie za wysoka' }));
    fireEvent.click(within(reason).getByRole('button', { name: 'Dalej' }));
    const take = within(await screen.findByRole('dialog', { name: 'Zostań z nami taniej' })).getByRole('button', { name: 'Skorzystaj z oferty' });
    fireEvent.click(take);
    fireEvent.click(take);

    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith(SUMMARY_URL));
    expect(updates).toEqual([{ operation: 'ADD', addLtoProlongate: true, items: [{ offerCode: 'OTT_KOMFORT_LTO12' }] }]);
    expect(stages).toEqual([{ cartId: LTO_CART, newStage: 'NEXT' }]);
    expect(switchOffs).toEqual([]);
  });

  it('without an anti-churn offer, the reason sidebar confirms the cancellation', async () => {
    serve(serviceOperations.verifySwitchOff, () => ({ contractId: '2', articleCode: 'FN01', endDate: '2026-12-13', codes: [] }));
    serveSchedule();
    serve(serviceOperations.antiChurnOffer, () => null);
    const switchOffs = serve(serviceOperations.switchOff, () => {
      session = customer([komfort, { ...strumien, status: 'PLANNED_OFF', endDate: '2026-12-13' }]);
      return { products: session.currentProducts };
    });
    renderIsland(<MyServices {...props} />);

    fireEvent.click(screen.getByRole('button', { name: 'Zrezygnuj: Strumień – plan standardowy' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Rezygnacja z usługi' })).getByRole('button', { name: 'Dalej' }));
    const reason = await screen.findByRole('dialog', { name: 'Powód rezygnacji' });
    fireEvent.click(within(reason).getByRole('radio', { name: 'Rzadko korzystam z tej usługi' }));
    fireEvent.click(within(reason).getByRole('button', { name: 'Potwierdź rezygnację' }));

    await waitFor(() => expect(switchOffs).toEqual([{ contractId: '2', articleCode: 'FN01', reason: 'NOT_USING' }]));
    expect(await screen.findByText('zaplanowane wyłączenie z dniem 13.12.2026')).toBeTruthy();
  });

  it('shows a refusal of the check beside the action with the server’s words, and reads the session again', async () => {
    serve(serviceOperations.verifySwitchOff, () => mockError(406, 'Ta usługa jest już zaplanowana do wyłączenia z dniem 13.12.2026.'));
    let reloads = 0;
    mockServer.use(
      http.post('*/mock/sessionData', () => {
        reloads += 1;
        session = customer([komfort, { ...strumien, status: 'PLANNED_OFF', endDate: '2026-12-13' }]);
        return HttpResponse.json({ data: session, errorCode: 200, msg: '', status: 'SUCCESS' });
      }),
    );
    renderIsland(<MyServices {...props} />);

    const item = product('Strumień – plan standardowy');
    fireEvent.click(within(item).getByRole('button', { name: 'Zrezygnuj: Strumień – plan standardowy' }));
    // The list shows the truth the server holds, and the refusal stays beside the product.
    expect(await within(item).findByText('zaplanowane wyłączenie z dniem 13.12.2026')).toBeTruthy();
    expect(within(item).getByRole('alert').textContent).toBe('Ta usługa jest już zaplanowana do wyłączenia z dniem 13.12.2026.');
    expect(reloads).toBe(1);
    expect($sidebar.get().active).toBeNull();
  });

  it('shows a refusal of the cancellation in the sidebar and changes nothing', async () => {
    serve(serviceOperations.verifySwitchOff, () => ({ contractId: '2', articleCode: 'FN01', endDate: '2026-12-13', codes: [] }));
    serveSchedule();
    serve(serviceOperations.antiChurnOffer, () => null);
    serve(serviceOperations.switchOff, () => mockError(404, 'Nie znaleziono tej usługi na Twojej umowie.'));
    renderIsland(<MyServices {...props} />);

    fireEvent.click(screen.getByRole('button', { name: 'Zrezygnuj: Strumień – plan standardowy' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Rezygnacja z usługi' })).getByRole('button', { name: 'Dalej' }));
    const reason = await screen.findByRole('dialog', { name: 'Powód rezygnacji' });
    fireEvent.click(within(reason).getByRole('radio', { name: 'Inny powód' }));
    fireEvent.click(within(reason).getByRole('button', { name: 'Potwierdź rezygnację' }));

    expect((await within(reason).findByRole('alert')).textContent).toBe('Nie znaleziono tej usługi na Twojej umowie.');
    expect(within(product('Strumień – plan standardowy')).getByText('aktywna')).toBeTruthy();
  });

  it('after a network failure the customer confirms again and the change goes through once', async () => {
    serve(serviceOperations.verifySwitchOff, () => ({ contractId: '2', articleCode: 'FN01', endDate: '2026-12-13', codes: [] }));
    serveSchedule();
    serve(serviceOperations.antiChurnOffer, () => null);
    renderIsland(<MyServices {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Zrezygnuj: Strumień – plan standardowy' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Rezygnacja z usługi' })).getByRole('button', { name: 'Dalej' }));
    const reason = await screen.findByRole('dialog', { name: 'Powód rezygnacji' });
    fireEvent.click(within(reason).getByRole('radio', { name: 'Mam problemy techniczne' }));

    mockServer.use(http.post(mockPathOf(serviceOperations.switchOff), () => HttpResponse.error(), { once: true }));
    fireEvent.click(within(reason).getByRole('button', { name: 'Potwierdź rezygnację' }));
    expect((await within(reason).findByRole('alert')).textContent).toMatch(/połączenia|sieci/i);

    const switchOffs = serve(serviceOperations.switchOff, () => {
      session = customer([komfort, { ...strumien, status: 'PLANNED_OFF', endDate: '2026-12-13' }]);
      return { products: session.currentProducts };
    });
    const again = within(reason).getByRole('button', { name: 'Potwierdź rezygnację' }) as HTMLButtonElement;
    await waitFor(() => expect(again.disabled).toBe(false));
    fireEvent.click(again);
    await waitFor(() => expect(switchOffs).toEqual([{ contractId: '2', articleCode: 'FN01', reason: 'TECHNICAL' }]));
    expect(await screen.findByText('zaplanowane wyłączenie z dniem 13.12.2026')).toBeTruthy();
  });

  it('restores a planned-off product after the mobile payment channel message, showing the next payments now and after', async () => {
    session = customer([komfort, { ...strumien, status: 'PLANNED_OFF', endDate: '2026-12-13' }], {
      paymentMean: { mopId: 2 },
      payments: [{ mopId: 2, displayString: 'Operator A, numer 601 000 102' }],
    });
    shop.start(session);
    const schedules = serveSchedule();
    const restores = serve(serviceOperations.unSwitchOff, () => {
      session = customer([komfort, strumien]);
      return { products: session.currentProducts };
    });
    renderIsland(<MyServices {...props} />);

    fireEvent.click(screen.getByRole('button', { name: 'Przywróć: Strumień – plan standardowy' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Przywrócenie usługi' });
    expect(
      within(sidebar).getByText(
        'Płacisz za usługi rachunkiem operatora komórkowego (Operator A, numer 601 000 102): opłaty za przywróconą usługę doliczymy do tego rachunku.',
      ),
    ).toBeTruthy();
    expect(schedules).toEqual(expect.arrayContaining([{ isMyAccount: true }, { isMyAccount: true, restoredArticles: ['FN01'] }]));
    expect(within(sidebar).getAllByRole('row')[0]?.textContent).toBe('MiesiącTerazPo przywróceniu');
    const confirm = within(sidebar).getByRole('button', { name: 'Potwierdź przywrócenie' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(restores).toEqual([{ contractId: '2', articleCode: 'FN01' }]);
    expect(await within(product('Strumień – plan standardowy')).findByText('aktywna')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Usługa „Strumień – plan standardowy” została przywrócona.'));
  });

  it('a card payer gets no mobile payment message; a refused restore is shown beside the button', async () => {
    session = customer([komfort, { ...strumien, status: 'PLANNED_OFF', endDate: '2026-12-13' }]);
    shop.start(session);
    serveSchedule();
    serve(serviceOperations.unSwitchOff, () => mockError(406, 'Ta usługa nie jest zaplanowana do wyłączenia, więc nie ma czego przywracać.'));
    renderIsland(<MyServices {...props} />);

    fireEvent.click(screen.getByRole('button', { name: 'Przywróć: Strumień – plan standardowy' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Przywrócenie usługi' });
    expect(within(sidebar).queryByText(/operatora komórkowego/)).toBeNull();
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Potwierdź przywrócenie' }));
    expect((await within(sidebar).findByRole('alert')).textContent).toBe(
      'Ta usługa nie jest zaplanowana do wyłączenia, więc nie ma czego przywracać.',
    );
  });

  it('a cancellation started for another product starts afresh, without the reason chosen before', async () => {
    serve(serviceOperations.verifySwitchOff, ({ body }) => ({ contractId: '2', articleCode: body.articleCode, endDate: '2026-12-13', codes: [] }));
    serveSchedule();
    serve(serviceOperations.antiChurnOffer, () => null);
    renderIsland(<MyServices {...props} />);

    fireEvent.click(screen.getByRole('button', { name: 'Zrezygnuj: Strumień – plan standardowy' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Rezygnacja z usługi' })).getByRole('button', { name: 'Dalej' }));
    const first = await screen.findByRole('dialog', { name: 'Powód rezygnacji' });
    fireEvent.click(within(first).getByRole('radio', { name: 'Inny powód' }));
    fireEvent.keyDown(first, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await cancelKomfortDecliningStart();
    const confirm = await screen.findByRole('dialog', { name: 'Rezygnacja z usługi' });
    expect(within(confirm).getByText(/Usługa „Pakiet Komfort” będzie działać do 13\.12\.2026/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Dalej' }));
    const second = await screen.findByRole('dialog', { name: 'Powód rezygnacji' });
    expect(
      within(second)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
  });

  describe('partner services', () => {
    it('opens the streaming service’s activation of the customer’s plan in a new tab', async () => {
      serve(serviceOperations.streamingUrl, () => ({
        url: 'https://aktywacja.strumien.example/horyzont?plan=standard&token=abc',
        plan: 'standard' as const,
        expiresAt: '2026-11-02T09:15:00.000Z',
      }));
      renderIsland(<MyServices {...props} />);
      fireEvent.click(within(product('Strumień – plan standardowy')).getByRole('button', { name: 'Aktywuj dostęp: Strumień – plan standardowy' }));

      const sidebar = await screen.findByRole('dialog', { name: 'Dostęp do serwisu Strumień' });
      expect(within(sidebar).getByText(/Twój plan w serwisie Strumień: standardowy\./)).toBeTruthy();
      expect(within(sidebar).getByText(/ważny do 10:15\./)).toBeTruthy();
      const link = within(sidebar).getByRole('link', { name: 'Przejdź do aktywacji (nowa karta)' });
      expect(link.getAttribute('href')).toBe('https://aktywacja.strumien.example/horyzont?plan=standard&token=abc');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('says in its own sidebar, with the server’s words, when the streaming service is refused', async () => {
      serve(serviceOperations.streamingUrl, () => mockError(406, 'Serwis Strumień nie jest aktywny na Twoim koncie.'));
      renderIsland(<MyServices {...props} />);
      fireEvent.click(within(product('Strumień – plan standardowy')).getByRole('button', { name: 'Aktywuj dostęp: Strumień – plan standardowy' }));

      const sidebar = await screen.findByRole('dialog', { name: 'Brak dostępu do serwisu Strumień' });
      expect(within(sidebar).getByText('Serwis Strumień nie jest aktywny na Twoim koncie.')).toBeTruthy();
      expect(within(sidebar).queryByRole('link')).toBeNull();
      fireEvent.click(within(sidebar).getByRole('button', { name: 'Zamknij' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('gives the film partner’s identifier and opens the partner’s activation with it in a new tab', async () => {
      const films: CurrentProduct = { ...strumien, articleCode: 'FC91', offerCode: 'OTT_FILMY_M', fee: '19.99' };
      session = customer([komfort, films]);
      shop.start(session);
      serve(serviceOperations.hbogoCustomerIdentifier, () => ({ data: 'hfp-3c9d7a1e5b2f4c60' }));
      renderIsland(<MyServices {...props} />);
      const name = catalogue.products.FC91?.name ?? 'FC91';
      fireEvent.click(within(product(name)).getByRole('button', { name: `Aktywuj dostęp: ${name}` }));

      const sidebar = await screen.findByRole('dialog', { name: 'Dostęp do filmów i seriali Premium' });
      expect(within(sidebar).getByText('hfp-3c9d7a1e5b2f4c60')).toBeTruthy();
      const link = within(sidebar).getByRole('link', { name: 'Przejdź do aktywacji (nowa karta)' });
      expect(link.getAttribute('href')).toBe('https://aktywacja.filmy-premium.example/horyzont?identyfikator=hfp-3c9d7a1e5b2f4c60');
      expect(link.getAttribute('target')).toBe('_blank');
      // Komfort gives no partner service: no such button.
      expect(within(product('Pakiet Komfort')).queryByRole('button', { name: /Aktywuj dostęp/ })).toBeNull();
    });
  });

  it('closes a sidebar with Escape', async () => {
    session = customer([{ ...strumien, status: 'PLANNED_OFF', endDate: '2026-12-13' }]);
    shop.start(session);
    serveSchedule();
    renderIsland(<MyServices {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Przywróć: Strumień – plan standardowy' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Przywrócenie usługi' });
    fireEvent.keyDown(sidebar, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows an anonymous visitor nothing (the shell sends them to the login page)', () => {
    shop.start(sessionWith({}));
    const { container } = renderIsland(<MyServices {...props} />);
    expect(container.textContent).toBe('');
  });
  describe('changes of package and plan', () => {
    const sport: CurrentProduct = { ...komfort, articleCode: 'MCCSNK01', offerCode: 'OTT_SPORT_M', fee: '39.99' };
    const REGULAR_CART = '5a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';

    /** cart/getDowngradeCodes answers `answer` and records the articles asked about; clearCart and update succeed. */
    function serveChange(answer: () => unknown) {
      const asked: string[] = [];
      serve(serviceOperations.getDowngradeCodes, ({ query }) => (asked.push(query.articleCode), answer()) as never);
      const clears = serve(cartOperations.clearCart, () => ({ ...session.cart, items: [] }));
      const updates = serve(cartOperations.update, () => ({ ...session.cart, id: REGULAR_CART }));
      serveSchedule();
      return { asked, clears, updates };
    }

    it('downgrades Komfort to Start: what goes and stays and the next payments in confirm-downgrade, then the change’s summary', async () => {
      session = customer([komfort, sport, strumien]);
      shop.start(session);
      const { asked, clears, updates } = serveChange(() => ({
        codes: ['HOR01', 'FN01'],
        message: 'HOR01,FN01',
        removedCodes: ['HOR02', 'MCCSNK01'],
      }));
      renderIsland(<MyServices {...props} />);

      fireEvent.click(within(product('Pakiet Komfort')).getByRole('button', { name: 'Zmień pakiet: Pakiet Komfort' }));
      const manage = await screen.findByRole('dialog', { name: 'Zmień pakiet' });
      // Start is cheaper; Prestiż is sold only with a commitment, so it is not a monthly choice here.
      expect(
        within(manage)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent?.trim().replace(/\s+/g, ' ')),
      ).toEqual(['Pakiet Start: 29,99 zł / mies. (o 20,00 zł mniej)']);
      fireEvent.click(within(manage).getByRole('button', { name: 'Dalej' }));
      expect(within(manage).getByRole('alert').textContent).toBe('Wybierz jedną z możliwości.');
      fireEvent.click(within(manage).getByRole('radio', { name: /Pakiet Start/ }));
      const next = within(manage).getByRole('button', { name: 'Dalej' });
      fireEvent.click(next);
      fireEvent.click(next);

      const confirm = await screen.findByRole('dialog', { name: 'Potwierdź zmianę pakietu' });
      expect(asked).toEqual(['HOR01']);
      expect(clears).toHaveLength(1);
      expect(updates).toEqual([
        {
          operation: 'ADD',
          items: [
            { offerCode: 'OTT_KOMFORT_M', articleCode: 'HOR02', operationType: 'D' },
            { offerCode: 'OTT_SPORT_M', articleCode: 'MCCSNK01', operationType: 'D' },
            { offerCode: 'OTT_START_M' },
          ],
        },
      ]);
      expect(within(confirm).getByText('Nowy pakiet: Pakiet Start, 29,99 zł miesięcznie.')).toBeTruthy();
      expect(
        within(confirm)
          .getAllByRole('list')
          .map((list) => list.textContent),
      ).toEqual(['Pakiet KomfortSport Horyzont', 'Strumień – plan standardowy']);
      expect(within(confirm).getAllByRole('row')[0]?.textContent).toBe('MiesiącTerazPo zmianie');
      // The sidebar opens while the step that opened it is still finishing: its buttons are enabled a moment later.
      const summary = within(confirm).getByRole('button', { name: 'Przejdź do podsumowania' }) as HTMLButtonElement;
      await waitFor(() => expect(summary.disabled).toBe(false));
      fireEvent.click(summary);
      expect(shop.navigate).toHaveBeenCalledWith(CHANGE_SUMMARY_URL);
    });

    it('goes straight to the change’s summary when only main packages are kept', async () => {
      session = customer([komfort]);
      shop.start(session);
      serveChange(() => ({ codes: ['HOR01'], message: 'HOR01', removedCodes: ['HOR02'] }));
      renderIsland(<MyServices {...props} />);
      fireEvent.click(screen.getByRole('button', { name: 'Zmień pakiet: Pakiet Komfort' }));
      const manage = await screen.findByRole('dialog', { name: 'Zmień pakiet' });
      fireEvent.click(within(manage).getByRole('radio', { name: /Pakiet Start/ }));
      fireEvent.click(within(manage).getByRole('button', { name: 'Dalej' }));
      await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith(CHANGE_SUMMARY_URL));
      expect($sidebar.get().active).toBeNull();
    });

    it('shows a refusal of the downgrade codes in the sidebar, leaves the cart alone and reads the session again', async () => {
      session = customer([komfort]);
      shop.start(session);
      const { clears, updates } = serveChange(() =>
        mockError(406, 'Wybrany pakiet nie zastępuje żadnej z Twoich usług. Nowe usługi dokupisz w sklepie.'),
      );
      renderIsland(<MyServices {...props} />);
      fireEvent.click(screen.getByRole('button', { name: 'Zmień pakiet: Pakiet Komfort' }));
      const manage = await screen.findByRole('dialog', { name: 'Zmień pakiet' });
      fireEvent.click(within(manage).getByRole('radio', { name: /Pakiet Start/ }));
      fireEvent.click(within(manage).getByRole('button', { name: 'Dalej' }));
      expect((await within(manage).findByRole('alert')).textContent).toBe(
        'Wybrany pakiet nie zastępuje żadnej z Twoich usług. Nowe usługi dokupisz w sklepie.',
      );
      expect(clears).toEqual([]);
      expect(updates).toEqual([]);
    });

    it('closes the sidebar when the chosen plan is already held (no codes)', async () => {
      serveChange(() => ({ codes: [], message: '', removedCodes: [] }));
      renderIsland(<MyServices {...props} />);
      fireEvent.click(screen.getByRole('button', { name: 'Zmień plan: Strumień – plan standardowy' }));
      const plan = await screen.findByRole('dialog', { name: 'Zmień plan' });
      fireEvent.click(within(plan).getByRole('radio', { name: /Strumień – dodatkowy ekran/ }));
      fireEvent.click(within(plan).getByRole('button', { name: 'Dalej' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(shop.navigate).not.toHaveBeenCalled();
    });

    it('changes Strumień to the premium plan: the standard plan given up and bought again inside premium', async () => {
      const { updates } = serveChange(() => ({ codes: ['FN02', 'HOR02'], message: 'FN02,HOR02', removedCodes: ['FN01'] }));
      renderIsland(<MyServices {...props} />);
      fireEvent.click(screen.getByRole('button', { name: 'Zmień plan: Strumień – plan standardowy' }));
      const plan = await screen.findByRole('dialog', { name: 'Zmień plan' });
      expect(within(plan).getByRole('radio', { name: /^Strumień – dodatkowy ekran: 43,00\s+zł \/ mies\. \(o 14,00\s+zł więcej\)$/ })).toBeTruthy();
      fireEvent.click(within(plan).getByRole('radio', { name: /Strumień – dodatkowy ekran/ }));
      fireEvent.click(within(plan).getByRole('button', { name: 'Dalej' }));
      await screen.findByRole('dialog', { name: 'Potwierdź zmianę pakietu' });
      expect(updates).toEqual([
        {
          operation: 'ADD',
          items: [{ offerCode: 'OTT_STRUMIEN_M', articleCode: 'FN01', operationType: 'D' }, { offerCode: 'OTT_STRUMIEN_PREMIUM_M' }],
        },
      ]);
    });

    it('says a plan that came with a package changes only with the package', async () => {
      session = customer([
        { ...komfort, articleCode: 'HOR03', offerCode: 'OTT_PRESTIZ_LTO24', fee: '69.99' },
        { ...komfort, articleCode: 'FC91', offerCode: 'OTT_PRESTIZ_LTO24', fee: '0.00' },
      ]);
      shop.start(session);
      renderIsland(<MyServices {...props} />);
      fireEvent.click(screen.getByRole('button', { name: 'Zmień plan: Filmy i seriale Premium' }));
      const sidebar = await screen.findByRole('dialog', { name: 'Zmiana planu niedostępna' });
      expect(
        within(sidebar).getByText('„Filmy i seriale Premium” masz w ramach pakietu „Pakiet Prestiż”. Plan tej usługi zmienisz razem z pakietem.'),
      ).toBeTruthy();
    });

    it('gives up a change in the confirm step: the cart is emptied and the list read again', async () => {
      session = customer([komfort, sport, strumien]);
      shop.start(session);
      const { clears } = serveChange(() => ({ codes: ['HOR01', 'FN01'], message: 'HOR01,FN01', removedCodes: ['HOR02', 'MCCSNK01'] }));
      renderIsland(<MyServices {...props} />);
      fireEvent.click(screen.getByRole('button', { name: 'Zmień pakiet: Pakiet Komfort' }));
      const manage = await screen.findByRole('dialog', { name: 'Zmień pakiet' });
      fireEvent.click(within(manage).getByRole('radio', { name: /Pakiet Start/ }));
      fireEvent.click(within(manage).getByRole('button', { name: 'Dalej' }));
      const confirm = await screen.findByRole('dialog', { name: 'Potwierdź zmianę pakietu' });
      const discard = within(confirm).getByRole('button', { name: 'Anuluj zmianę' }) as HTMLButtonElement;
      await waitFor(() => expect(discard.disabled).toBe(false));
      fireEvent.click(discard);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(clears).toHaveLength(2);
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Zmiana pakietu została anulowana.'));
    });

    it('points to the summary of a change left in the cart (the page reloaded before confirming)', () => {
      session = customer([komfort], {
        cart: {
          ...sessionWith({}).cart,
          id: REGULAR_CART,
          items: [{ operationType: 'D', offerCode: 'OTT_KOMFORT_M', articleCode: 'HOR02', price: '0.00', productChange: true, cmt: null }],
        },
      });
      shop.start(session);
      renderIsland(<MyServices {...props} />);
      expect(screen.getByRole('link', { name: 'Przejdź do podsumowania zmiany' }).getAttribute('href')).toBe(CHANGE_SUMMARY_URL);
    });

    it('during a break in changes (Black Week) tells the customer until when, and starts nothing', async () => {
      const checks = serve(serviceOperations.verifySwitchOff, () => ({ contractId: '2', articleCode: 'FN01', endDate: '2026-12-13', codes: [] }));
      const now = Date.now();
      const pause = { name: 'Black Week', startDate: new Date(now - 3_600_000).toISOString(), endDate: '2099-11-29T23:59:00+01:00' };
      renderIsland(<MyServices {...props} changeBreaks={[pause]} />);
      fireEvent.click(screen.getByRole('button', { name: 'Zrezygnuj: Strumień – plan standardowy' }));
      const wait = await screen.findByRole('dialog', { name: 'Zmiany chwilowo wstrzymane' });
      expect(
        within(wait).getByText(
          'Trwa Black Week. Do 29.11.2099, 23:59 nie zmieniamy usług: rezygnację, przywrócenie i zmianę pakietu zlecisz po tym terminie.',
        ),
      ).toBeTruthy();
      fireEvent.keyDown(wait, { key: 'Escape' });
      fireEvent.click(screen.getByRole('button', { name: 'Zmień pakiet: Pakiet Komfort' }));
      expect(await screen.findByRole('dialog', { name: 'Zmiany chwilowo wstrzymane' })).toBeTruthy();
      expect(checks).toEqual([]);
    });
  });
});

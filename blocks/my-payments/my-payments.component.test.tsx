import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentOperations } from '#api-contract/payments.ts';
import { serviceOperations } from '#api-contract/services.ts';
import { mockError } from '#api-client/mock/operations.ts';
import { paymentMessages } from '#domain/payment-messages.ts';
import type { PaymentMean, Session } from '#domain/session.ts';
import { PAYMENT_CHANNEL } from '#payments/client/payment-return.ts';
import { renderIsland, serve, serveSession, sessionWith, useShopTest } from '#testing/shop.tsx';
import MyPayments from './MyPayments.tsx';

const shop = useShopTest();

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

const oldCard: PaymentMean = { meanId: '11', mopId: 1, displayString: 'Karta •••• 5100', expiryDate: isoDay(20), paymentUrl: null };
const newCard: PaymentMean = { meanId: '12', mopId: 1, displayString: 'Karta •••• 4242', expiryDate: '2030-12-31', paymentUrl: null };

const customer = (payments: PaymentMean[], extra: Partial<Session> = {}) =>
  sessionWith({
    userLogin: 'klient.platnosci@horyzont.example',
    currentProducts: [
      { articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_M', contractId: '2', status: 'ACTIVE', endDate: null, fee: '49.99', commitmentEndDate: null },
    ],
    payments,
    ...extra,
  });

const offers = {
  OTT_KOMFORT_M: { title: 'Komfort', paymentMeans: [1, 2, 6, 7, 8] as Array<1 | 2 | 6 | 7 | 8> },
  OTT_SPORT_M: { title: 'Sport Horyzont', paymentMeans: [1, 8] as Array<1 | 8> },
};

const schedule = {
  nextPaymentAmount: '49.99',
  nextPayments: [
    {
      month: '2026-12',
      total: '49.99',
      articlePayments: [
        { articleCode: 'HOR02', articleName: 'Pakiet Komfort', offerCode: 'OTT_KOMFORT_M', contractId: '2', date: '2026-12-14', amount: '49.99' },
      ],
    },
    { month: '2027-01', total: '49.99', articlePayments: [] },
  ],
};

/** The gateway's return page telling the opener (src/payments/client/payment-return.ts). */
function gatewayReports(outcome: 'SUCCESS' | 'ERROR', reason: string | null = null) {
  const channel = new BroadcastChannel(PAYMENT_CHANNEL);
  channel.postMessage({
    type: 'PAYMENT_RESULT',
    outcome,
    purpose: 'ADD_MEANS',
    transactionId: 'gt_AAAAAAAAAAAAAAAAAAAA',
    reason,
    token: null,
    tokenType: null,
  });
  channel.close();
}

const popup = { closed: false } as Window;

describe('my payments', () => {
  let session: Session;
  beforeEach(() => {
    session = customer([oldCard]);
    shop.start(session);
    serveSession(() => session);
    serve(serviceOperations.paymentSchedule, () => schedule);
    serve(paymentOperations.mopConfig, () => paymentOperations.mopConfig.examples.data);
    serve(paymentOperations.mopConsents, () => paymentOperations.mopConsents.examples.data);
    vi.spyOn(window, 'open').mockReturnValue(popup);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the schedule month by month with the next payment, and a month’s details in the modal', async () => {
    const schedules = serve(serviceOperations.paymentSchedule, () => schedule);
    renderIsland(<MyPayments offers={offers} />);
    expect(await screen.findByText('Najbliższa płatność: 49,99 zł, 14.12.2026')).toBeTruthy();
    expect(schedules).toEqual([{ isMyAccount: true }]);
    const december = screen.getByRole('row', { name: /12\.2026/ });
    fireEvent.click(within(december).getByRole('button', { name: 'Szczegóły płatności: 12.2026' }));
    const modal = await screen.findByRole('dialog', { name: 'Płatności w miesiącu 12.2026' });
    expect(within(modal).getByRole('row', { name: /Pakiet Komfort/ }).textContent).toContain('14.12.2026');
  });

  it('shows a card with its expiry and the days left, flagged when it expires soon; an operator means with its label', async () => {
    session = customer([oldCard, { meanId: '13', mopId: 6, displayString: 'Operator B, numer 602 000 124', expiryDate: null, paymentUrl: null }]);
    shop.start(session);
    renderIsland(<MyPayments offers={offers} />);
    const card = screen.getByRole('listitem', { name: 'Karta •••• 5100' });
    expect(card.textContent).toContain('Ważna jeszcze 20 dni');
    expect(card.textContent).toContain('Karta wkrótce straci ważność. Dodaj nową kartę.');
    const operator = screen.getByRole('listitem', { name: 'Operator B, numer 602 000 124' });
    await waitFor(() => expect(operator.textContent).toContain('Zapłać z Operatorem B'));
  });

  it('the id 4 case: a customer paying only by transfer is told so, with nothing to remove', () => {
    session = customer([{ mopId: 4, displayString: '', expiryDate: null, paymentUrl: null }]);
    shop.start(session);
    renderIsland(<MyPayments offers={offers} />);
    expect(screen.getByText('Przelew na podstawie faktury')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Usuń/ })).toBeNull();
  });

  it('adds a card through the gateway window: the consent first, one mop/add for a double click, then the outcome and the new list', async () => {
    const additions = serve(paymentOperations.addMean, () => ({
      mopId: 1,
      status: 'PENDING' as const,
      paymentUrl: '/bramka-platnicza/platnosc/gt_AAAAAAAAAAAAAAAAAAAA',
      transactionId: 'gt_AAAAAAAAAAAAAAAAAAAA',
    }));
    serve(paymentOperations.checkMopProcess, () => {
      session = customer([newCard, oldCard]);
      return {
        mopId: 1,
        status: 'ACTIVE' as const,
        failureReason: null,
        transactionId: 'gt_AAAAAAAAAAAAAAAAAAAA',
        displayString: 'Karta •••• 4242',
        expiryDate: '2030-12-31',
        payments: [],
      };
    });
    renderIsland(<MyPayments offers={offers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj metodę płatności' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Dodaj metodę płatności' });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Wybierz: Karta płatnicza' }));
    const go = await within(sidebar).findByRole('button', { name: 'Przejdź do bramki płatniczej' });
    fireEvent.click(go);
    expect(within(sidebar).getByRole('alert').textContent).toBe('Zaznacz zgodę, aby dodać tę metodę płatności.');
    expect(additions).toEqual([]);

    const box = within(sidebar).getByRole('checkbox', { name: paymentMessages.consents.recurringCard });
    fireEvent.click(box);

    fireEvent.click(go);
    fireEvent.click(go);
    const progress = await screen.findByRole('dialog', { name: 'Dodawanie metody płatności' });
    expect(within(progress).getByText(/Dokończ dodawanie w oknie bramki płatniczej/)).toBeTruthy();
    expect(additions).toEqual([{ mopId: 1, consents: [{ cconsent: 'ZGODA_PLATNOSCI_CYKLICZNE', value: true }], returnPath: '/' }]);
    expect(window.open).toHaveBeenCalledWith('/bramka-platnicza/platnosc/gt_AAAAAAAAAAAAAAAAAAAA', 'portal-payment', expect.any(String));

    gatewayReports('SUCCESS');
    expect(await screen.findByText('Dodaliśmy metodę płatności: Karta •••• 4242.')).toBeTruthy();
    // Under the sidebar, the list as the server holds it now: the new card is the one charged.
    expect(screen.getByRole('listitem', { name: 'Karta •••• 4242', hidden: true }).textContent).toContain('Z tej karty pobieramy opłaty');
    expect(screen.getByRole('listitem', { name: 'Karta •••• 5100', hidden: true })).toBeTruthy();
  });

  it('a window closed without finishing leaves the old card and says so', async () => {
    const closing = { closed: false } as { closed: boolean };
    vi.mocked(window.open).mockReturnValue(closing as Window);
    serve(paymentOperations.addMean, () => ({
      mopId: 1,
      status: 'PENDING' as const,
      paymentUrl: '/bramka-platnicza/platnosc/gt_AAAAAAAAAAAAAAAAAAAA',
      transactionId: 'gt_AAAAAAAAAAAAAAAAAAAA',
    }));
    serve(paymentOperations.checkMopProcess, () => ({
      mopId: 1,
      status: 'PENDING' as const,
      failureReason: null,
      transactionId: 'gt_AAAAAAAAAAAAAAAAAAAA',
      displayString: null,
      expiryDate: null,
      payments: [],
    }));
    renderIsland(<MyPayments offers={offers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj metodę płatności' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Dodaj metodę płatności' });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Wybierz: Karta płatnicza' }));
    fireEvent.click(await within(sidebar).findByRole('checkbox', { name: paymentMessages.consents.recurringCard }));
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Przejdź do bramki płatniczej' }));
    await screen.findByText(/Dokończ dodawanie/);
    closing.closed = true;
    expect(
      await screen.findByText('Nie dokończono dodawania. Twoja dotychczasowa metoda płatności pozostaje bez zmian.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Karta •••• 5100', hidden: true })).toBeTruthy();
  });

  it('a card of an unsupported bank opens the unsupported-bank sidebar', async () => {
    serve(paymentOperations.addMean, () => ({
      mopId: 1,
      status: 'PENDING' as const,
      paymentUrl: '/bramka-platnicza/platnosc/gt_AAAAAAAAAAAAAAAAAAAA',
      transactionId: 'gt_AAAAAAAAAAAAAAAAAAAA',
    }));
    serve(paymentOperations.checkMopProcess, () => ({
      mopId: 1,
      status: 'FAILED' as const,
      failureReason: 'UNSUPPORTED_BANK' as const,
      transactionId: 'gt_AAAAAAAAAAAAAAAAAAAA',
      displayString: null,
      expiryDate: null,
      payments: [],
    }));
    renderIsland(<MyPayments offers={offers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj metodę płatności' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Dodaj metodę płatności' });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Wybierz: Karta płatnicza' }));
    fireEvent.click(await within(sidebar).findByRole('checkbox', { name: paymentMessages.consents.recurringCard }));
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Przejdź do bramki płatniczej' }));
    await screen.findByText(/Dokończ dodawanie/);
    gatewayReports('ERROR', 'UNSUPPORTED_BANK');
    const refusal = await screen.findByRole('dialog', { name: 'Bank nie obsługuje tej płatności' });
    expect(within(refusal).getByText(/Twoja dotychczasowa metoda płatności pozostaje bez zmian/)).toBeTruthy();
  });

  it('operator billing: the operator list, a number of another operator refused beside the field, then the PIN sidebar, then its timeout', async () => {
    const checks = serve(paymentOperations.validateMsisdn, ({ body }) => {
      const ts = new Date().toISOString();
      if (body.msisdn.startsWith('601'))
        return {
          showError: true,
          currentMsisdn: '602 000 124',
          msisdn: '601 000 000',
          token_csum: null,
          uforStatus: 'WRONG_OPERATOR' as const,
          ts,
          expiresAt: null,
        };
      return {
        showError: false,
        currentMsisdn: '602 000 124',
        msisdn: '602 000 124',
        token_csum: 'pin_7d2c9a0e41b3',
        uforStatus: 'PIN_SENT' as const,
        ts,
        expiresAt: new Date(Date.parse(ts) + 2000).toISOString(),
      };
    });
    renderIsland(<MyPayments offers={offers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj metodę płatności' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Dodaj metodę płatności' })).getByRole('button', {
        name: 'Wybierz: Rachunek operatora komórkowego',
      }),
    );
    const list = await screen.findByRole('dialog', { name: 'Rachunek operatora komórkowego' });
    fireEvent.click(within(list).getByRole('button', { name: 'Dopisz do rachunku Operatora B' }));

    const number = await screen.findByRole('dialog', { name: 'Numer telefonu' });
    const field = within(number).getByLabelText('Numer telefonu w sieci operatora');
    fireEvent.change(field, { target: { value: '601 000 000' } });
    fireEvent.click(await within(number).findByRole('checkbox', { name: paymentMessages.consents.operatorBilling }));
    fireEvent.click(within(number).getByRole('button', { name: 'Wyślij kod PIN' }));
    const again = await screen.findByRole('dialog', { name: 'Numer telefonu' });
    expect((await within(again).findByRole('alert')).textContent).toBe('Ten numer należy do innego operatora. Wybierz właściwego operatora.');
    expect(within(again).getByLabelText('Numer telefonu w sieci operatora').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(again).getByLabelText('Numer telefonu w sieci operatora'), { target: { value: '602 000 124' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Wyślij kod PIN' }));
    const pin = await screen.findByRole('dialog', { name: 'Kod PIN' });
    expect(within(pin).getByText(/Wysłaliśmy SMS z kodem PIN na numer 602 000 124/)).toBeTruthy();
    expect(checks).toEqual([
      { msisdn: '601 000 000', mopId: 6 },
      { msisdn: '602 000 124', mopId: 6 },
    ]);
    const timeout = await screen.findByRole('dialog', { name: 'Kod PIN wygasł' }, { timeout: 4000 });
    fireEvent.click(within(timeout).getByRole('button', { name: 'Wyślij nowy kod' }));
    expect(await screen.findByRole('dialog', { name: 'Numer telefonu' })).toBeTruthy();
  });

  it('a means the services held do not allow opens the unavailable-payment-means sidebar naming them', async () => {
    session = customer([oldCard], {
      currentProducts: [
        {
          articleCode: 'MCCSNK01',
          offerCode: 'OTT_SPORT_M',
          contractId: '2',
          status: 'ACTIVE',
          endDate: null,
          fee: '39.99',
          commitmentEndDate: null,
        },
      ],
    });
    shop.start(session);
    renderIsland(<MyPayments offers={offers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj metodę płatności' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Dodaj metodę płatności' })).getByRole('button', {
        name: 'Wybierz: Rachunek operatora komórkowego',
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Rachunek operatora komórkowego' })).getByRole('button', {
        name: 'Dopisz do rachunku Operatora A',
      }),
    );
    const unavailable = await screen.findByRole('dialog', { name: 'Metoda płatności niedostępna' });
    expect(unavailable.textContent).toContain('Zapłać z Operatorem A nie jest dostępna dla usług: Sport Horyzont.');
  });

  it('removes the old card after the propose-on-card-removal sidebar, once for a double click, and lists what is left', async () => {
    session = customer([newCard, oldCard]);
    shop.start(session);
    const removals = serve(paymentOperations.removeMean, () => {
      session = customer([newCard]);
      return { payments: [] };
    });
    renderIsland(<MyPayments offers={offers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Usuń: Karta •••• 5100' }));
    const propose = await screen.findByRole('dialog', { name: 'Usunąć kartę?' });
    expect(propose.textContent).toContain('Kolejne opłaty pobierzemy inną zapisaną metodą płatności.');
    const remove = within(propose).getByRole('button', { name: 'Usuń kartę' });
    fireEvent.click(remove);
    fireEvent.click(remove);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Usunęliśmy metodę płatności: Karta •••• 5100.'));
    expect(removals).toEqual([{ mopId: 1, meanId: '11' }]);
    expect(screen.queryByRole('listitem', { name: 'Karta •••• 5100' })).toBeNull();
  });

  it('the only card: the sidebar proposes a new card instead; a refusal leaves the card and says so', async () => {
    serve(paymentOperations.removeMean, () => mockError(404, paymentMessages.errors.noActiveMean));
    renderIsland(<MyPayments offers={offers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Usuń: Karta •••• 5100' }));
    const propose = await screen.findByRole('dialog', { name: 'Usunąć kartę?' });
    expect(propose.textContent).toContain('To Twoja jedyna metoda płatności');
    fireEvent.click(within(propose).getByRole('button', { name: 'Usuń kartę' }));
    const removing = await screen.findByRole('dialog', { name: 'Usuwanie karty' });
    expect((await within(removing).findByRole('alert')).textContent).toBe(paymentMessages.errors.noActiveMean);
    expect(within(removing).getByText('Karta pozostaje bez zmian.')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Karta •••• 5100', hidden: true })).toBeTruthy();
  });

  it('operator billing is removed through the confirm-remove-mobile sidebar', async () => {
    const operator: PaymentMean = { meanId: '13', mopId: 6, displayString: 'Operator B, numer 602 000 124', expiryDate: null, paymentUrl: null };
    session = customer([operator]);
    shop.start(session);
    const removals = serve(paymentOperations.removeMean, () => {
      session = customer([]);
      return { payments: [] };
    });
    renderIsland(<MyPayments offers={offers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Usuń: Operator B, numer 602 000 124' }));
    const confirm = await screen.findByRole('dialog', { name: 'Usunąć metodę płatności?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(removals).toEqual([{ mopId: 6, meanId: '13' }]));
    expect(await screen.findByText('Nie masz zapisanej metody płatności. Dodaj ją, aby opłaty pobierały się same.')).toBeTruthy();
  });

  it('shows an anonymous visitor nothing (the shell sends them to the login page)', () => {
    shop.start(sessionWith({}));
    const { container } = renderIsland(<MyPayments offers={offers} />);
    expect(container.textContent).toBe('');
  });
});

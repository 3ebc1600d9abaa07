import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountOperations } from '#api-contract/account.ts';
import { serviceOperations } from '#api-contract/services.ts';
import { mockError } from '#api-client/mock/operations.ts';
import type { Session } from '#domain/session.ts';
import { renderIsland, serve, sessionWith, useShopTest } from '#testing/shop.tsx';
import MyAccount from './MyAccount.tsx';

const shop = useShopTest();
const articleNames = { HOR02: 'Pakiet Komfort', FN01: 'Strumień – plan standardowy' };

const customer = (extra: Partial<Session> = {}) =>
  sessionWith({
    userLogin: 'klient.c@horyzont.example',
    customerIdentifier: 'HOR-DEMO-002',
    contracts: [{ cgroupe: 'C', activity: '01', finabo: null, debabo: '2025-03-14', corig: 'DEMO' }],
    payments: [{ meanId: '41', mopId: 1, displayString: 'Karta •••• 4242', expiryDate: '2029-10-31', paymentUrl: null }],
    ordersHistory: [
      {
        transactionId: 'HZ-2026-00042',
        orderedAt: '2026-11-20',
        status: 'CONFIRMED',
        total: '29.00',
        items: [{ operationType: 'A', offerCode: 'OTT_STRUMIEN_M', articleCode: 'FN01', price: '29.00' }],
      },
    ],
    ...extra,
  });

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('my account', () => {
  beforeEach(() => {
    serve(accountOperations.personalData, () => accountOperations.personalData.examples.data);
    serve(serviceOperations.paymentSchedule, () => serviceOperations.paymentSchedule.examples.data);
    serve(accountOperations.messages, () => ({ messages: [] }));
  });

  it('shows the name, customer number, next payment, card and the latest orders by their numbers', async () => {
    shop.start(customer());
    renderIsland(<MyAccount articleNames={articleNames} />);
    expect(await screen.findByText(`Dzień dobry, ${accountOperations.personalData.examples.data.displayName}`)).toBeTruthy();
    expect(fact('Numer klienta')).toBe('HOR-DEMO-002');
    expect(fact('Najbliższa płatność')).toMatch(/^78,99\szł, \d{2}\.\d{2}\.\d{4}$/);
    expect(fact('Metoda płatności')).toContain('Karta •••• 4242');
    const order = screen.getByRole('listitem', { name: 'Zamówienie HZ-2026-00042' });
    expect(within(order).getByText(/20\.11\.2026, 29,00\szł, złożone/)).toBeTruthy();
    expect(within(order).getByText('Strumień – plan standardowy')).toBeTruthy();
    expect(screen.queryByText('Saldo konta')).toBeNull();
    expect(screen.getByText('Nie wysłano jeszcze żadnych wiadomości.')).toBeTruthy();
  });

  it('shows a prepaid customer the balance and the end of a long-term offer', async () => {
    shop.start(
      customer({
        contracts: [{ cgroupe: 'P', activity: '01', finabo: null, debabo: null, corig: null }],
        accountBalance: '25.00',
        ltoEndDate: '2027-03-31',
        payments: [],
      }),
    );
    renderIsland(<MyAccount articleNames={articleNames} />);
    expect(fact('Saldo konta')).toMatch(/^25,00\szł$/);
    expect(fact('Umowa długoterminowa do')).toBe('31.03.2027');
    expect(fact('Metoda płatności')).toContain('nie masz zapisanej metody płatności');
  });

  it('says so when the overview cannot be read, and still shows what the session holds', async () => {
    serve(accountOperations.personalData, () => mockError(404, 'Nie znaleziono danych klienta.'));
    shop.start(customer());
    renderIsland(<MyAccount articleNames={articleNames} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Nie udało się wczytać wszystkich informacji o koncie. Odśwież stronę.');
    expect(fact('Numer klienta')).toBe('HOR-DEMO-002');
  });

  it('shows an anonymous visitor nothing (the shell sends them to the login page)', () => {
    shop.start(sessionWith({}));
    const { container } = renderIsland(<MyAccount articleNames={articleNames} />);
    expect(container.textContent).toBe('');
  });
});

/** Polish texts of My account's overview, in one place. */
export const texts = {
  heading: 'Twoje konto',
  loading: 'Wczytujemy Twoje konto…',
  failed: 'Nie udało się wczytać wszystkich informacji o koncie. Odśwież stronę.',
  greeting: (name: string) => `Dzień dobry, ${name}`,
  customerNumber: 'Numer klienta',
  nextPayment: 'Najbliższa płatność',
  nextPaymentValue: (amount: string, date: string) => (date ? `${amount}, ${date}` : amount),
  noPayments: 'brak płatności do pobrania',
  paymentMean: 'Metoda płatności',
  noMean: 'nie masz zapisanej metody płatności',
  managePayments: 'Zarządzaj płatnościami',
  ltoEnd: 'Umowa długoterminowa do',
  balance: 'Saldo konta',
  orders: {
    heading: 'Ostatnie zamówienia',
    none: 'Nie masz jeszcze zamówień.',
    number: (number: string) => `Zamówienie ${number}`,
    status: { CONFIRMED: 'złożone', CANCELLED: 'anulowane' } as Record<string, string>,
    summary: (date: string, total: string, status: string) => `${date}, ${total}, ${status}`,
  },
  messages: {
    heading: 'Wiadomości',
    sent: (count: number, last: string | null) =>
      count === 0 ? 'Nie wysłano jeszcze żadnych wiadomości.' : `Wysłane wiadomości: ${count}. Ostatnia: ${last}.`,
    write: 'Napisz do nas',
  },
} as const;

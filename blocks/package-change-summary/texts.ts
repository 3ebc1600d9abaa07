import { formatDate } from '#domain/date-text.ts';
import { formatPrice } from '#domain/price-text.ts';

/** Polish texts of the change's summary and its documents modal, in one place. */
export const texts = {
  heading: 'Podsumowanie zmiany pakietu',
  loading: 'Wczytujemy Twoją zmianę…',
  nothing: 'Nie masz rozpoczętej zmiany pakietu.',
  back: 'Wróć do Moich usług',
  givenUp: 'Rezygnujesz z',
  taken: 'W zamian otrzymujesz',
  perMonth: (price: string | number | null) => `${formatPrice(price)} / mies.`,
  difference: 'Opłata miesięczna',
  differenceText: (amount: string) =>
    amount.startsWith('-') ? `niższa o ${formatPrice(amount.slice(1))}` : amount === '0.00' ? 'bez zmian' : `wyższa o ${formatPrice(amount)}`,
  effective: 'Zmiana działa od',
  effectiveText: (day: string) => `dziś (${formatDate(day)}), zaraz po potwierdzeniu`,
  dueNow: 'Do zapłaty teraz',
  nothingDue: `${formatPrice('0.00')}: nową opłatę doliczymy do najbliższej płatności`,
  after: 'Po zmianie',
  scheduleFailed: 'Nie udało się wczytać najbliższych płatności. Odśwież stronę, aby spróbować ponownie.',
  documents: 'Dokumenty zmiany',
  documentsTitle: 'Dokumenty zmiany pakietu',
  documentsLoading: 'Wczytujemy dokumenty…',
  documentsNone: 'Ta zmiana nie wymaga dodatkowych dokumentów.',
  documentsFailed: 'Nie udało się wczytać dokumentów. Spróbuj ponownie.',
  consentsRequired: 'Zaznacz wymagane oświadczenia, aby potwierdzić zmianę.',
  confirm: 'Potwierdź zmianę',
  discard: 'Anuluj zmianę',
} as const;

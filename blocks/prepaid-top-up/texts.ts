import type { CardNumberProblem, CardStatus } from '#domain/prepaid-card.ts';
import type { PaymentFailureReason } from '#domain/payment-return.ts';
import { paymentReturnTexts } from '#payments/texts.ts';

/** Polish texts of the prepaid card top-up, every step, in one place. */
export const texts = {
  heading: {
    card: 'Sprawdź kartę i doładuj',
    summary: 'Podsumowanie doładowania',
    verification: 'Wynik doładowania',
  },
  loading: 'Wczytujemy…',
  startOver: 'Sprawdź kartę',

  card: {
    label: 'Numer karty',
    hint: '12 cyfr z karty, z naklejki pod dekoderem albo z menu dekodera. Możesz je wpisać w grupach po 4, np. 1000 0000 0018.',
    submit: 'Sprawdź kartę',
    busy: 'Sprawdzamy kartę…',
    problems: {
      empty: 'Wpisz numer karty: 12 cyfr.',
      'not-digits': 'Numer karty składa się tylko z cyfr. Usuń litery i inne znaki.',
      'too-short': 'Numer karty jest za krótki: ma 12 cyfr.',
      'too-long': 'Numer karty jest za długi: ma 12 cyfr.',
      spacing: 'Wpisz 12 cyfr bez spacji albo w trzech grupach po 4 cyfry, np. 1000 0000 0018.',
    } satisfies Record<CardNumberProblem, string>,
  },

  status: {
    heading: (cardNumber: string) => `Karta ${cardNumber}`,
    status: 'Status',
    names: {
      ACTIVE: 'Aktywna',
      EXPIRED: 'Nieważna: ważność minęła',
      INACTIVE: 'Nieaktywna: jeszcze nieużywana',
      BLOCKED: 'Zablokowana',
    } satisfies Record<CardStatus, string>,
    package: 'Pakiet',
    price: 'Cena pakietu',
    validUntil: 'Ważna do',
    wasValidUntil: 'Była ważna do',
    explanations: {
      ACTIVE: (date: string) => `Kanały pakietu działają do ${date} włącznie. Doładowanie przedłuży ważność karty, licząc od tego dnia.`,
      EXPIRED: (date: string) =>
        `Ważność karty skończyła się ${date}, więc kanały pakietu są wyłączone. Doładuj kartę, a kanały włączą się ponownie. Nowy okres ważności liczymy od dziś.`,
      INACTIVE: () => 'Karta nie była jeszcze używana. Pierwsze doładowanie aktywuje kartę, a okres ważności liczymy od dnia doładowania.',
      BLOCKED: () =>
        'Karta jest zablokowana i nie można jej doładować. Skontaktuj się z nami: wyjaśnimy, dlaczego karta jest zablokowana i co możesz zrobić.',
    } satisfies Record<CardStatus, (date: string) => string>,
    hotline: 'Zadzwoń na infolinię',
    hotlineNumber: '801 234 567',
    hotlineHours: '(codziennie 8:00–22:00)',
    contact: 'Inne sposoby kontaktu',
  },

  choice: {
    legend: 'Wybierz doładowanie',
    validUntil: (date: string) => `karta ważna do ${date}`,
    next: 'Dalej',
  },

  summary: {
    cardNumber: 'Numer karty',
    package: 'Doładowanie',
    price: 'Do zapłaty',
    validUntil: 'Karta będzie ważna do',
    howToPay: 'Zapłacisz kartą płatniczą w oknie bramki płatniczej Horyzont Pay. Ważność karty przedłużymy, gdy płatność się powiedzie.',
    pay: 'Zapłać',
    paying: 'Otwieramy bramkę płatniczą…',
    window: 'Dokończ płatność w oknie bramki płatniczej. Gdy ją zakończysz, pokażemy wynik.',
    windowBlocked: 'Przeglądarka zablokowała okno płatności.',
    openWindow: 'Otwórz okno bramki płatniczej',
    change: 'Zmień kartę lub doładowanie',
    nothingChosen: 'Nie wybrano jeszcze karty ani doładowania.',
    unavailable: 'Tej karty nie można teraz doładować wybranym pakietem. Sprawdź kartę ponownie.',
  },

  verification: {
    checking: 'Sprawdzamy wynik płatności…',
    cardNumber: 'Numer karty',
    amount: 'Zapłacono',
    validUntil: 'Karta ważna do',
    succeeded: {
      title: 'Doładowanie opłacone',
      text: (date: string) => `Dziękujemy. Przedłużyliśmy ważność karty do ${date} włącznie.`,
      channels: 'Kanały włączą się w ciągu kilku minut: dekoder musi być włączony i ustawiony na dowolny kanał.',
      another: 'Sprawdź inną kartę',
    },
    failed: { title: 'Płatność nieudana' },
    abandoned: { title: 'Płatność nie została dokończona', text: 'Okno bramki płatniczej zamknięto przed zakończeniem płatności.' },
    unsettled: {
      title: 'Czekamy na wynik płatności',
      text: 'Bramka płatnicza nie przekazała jeszcze wyniku płatności. Ważność karty przedłużymy dopiero, gdy płatność się powiedzie.',
      checkAgain: 'Sprawdź ponownie',
    },
    unchanged: (date: string | null) =>
      date ? `Ważność karty się nie zmieniła: ostatni dzień ważności to nadal ${date}.` : 'Karta się nie zmieniła: nadal nie jest aktywna.',
    reasons: paymentReturnTexts.reasons satisfies Record<PaymentFailureReason, string>,
    retry: 'Spróbuj ponownie',
    choose: 'Wybierz inne doładowanie',
    nothing: 'Nie ma doładowania do sprawdzenia.',
  },
} as const;

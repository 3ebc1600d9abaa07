import type { PaymentFailureReason } from '#domain/payment-return.ts';

/** Polish texts of the portal's payment return pages (/afterPayment, /platnosc/blad), in one place. */
export const paymentReturnTexts = {
  success: {
    title: 'Płatność zakończona',
    text: 'Dziękujemy. Wynik płatności został przekazany do Telewizji Horyzont.',
  },
  failure: {
    title: 'Płatność nieudana',
    text: 'Płatność nie została zrealizowana.',
  },
  closeWindow: 'Możesz zamknąć to okno.',
  back: 'Wróć do serwisu',
  reasons: {
    DECLINED: 'Bank odrzucił płatność. Wybierz inną metodę płatności.',
    UNSUPPORTED_BANK: 'Bank Twojej karty nie obsługuje tej płatności. Użyj innej karty lub innej metody płatności.',
    EXPIRED_CARD: 'Karta straciła ważność.',
    WRONG_CODE: 'Kod płatności był nieprawidłowy.',
    PIN_EXPIRED: 'Kod PIN wygasł. Poproś o nowy kod.',
    PIN_BLOCKED: 'Trzy razy podano nieprawidłowy kod PIN. Poproś o nowy kod.',
    REVOKED: 'Ta metoda płatności nie jest już aktywna.',
    CANCELLED: 'Płatność została anulowana.',
    EXPIRED: 'Czas na dokończenie płatności minął.',
  } satisfies Record<PaymentFailureReason, string>,
} as const;

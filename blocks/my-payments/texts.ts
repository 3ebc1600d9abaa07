import type { PaymentFailureReason } from '#domain/payment-return.ts';
import { paymentReturnTexts } from '#payments/texts.ts';

/** Polish: 1 dzień, otherwise dni. */
const days = (n: number) => (n === 1 ? 'dzień' : 'dni');

/** Polish texts of My payments and its sidebars, in one place. */
export const texts = {
  heading: 'Twoje płatności',
  loading: 'Wczytujemy Twoje płatności…',
  loadFailed: 'Nie udało się wczytać płatności. Odśwież stronę.',

  schedule: {
    heading: 'Harmonogram płatności',
    next: (amount: string, date: string) => `Najbliższa płatność: ${amount}, ${date}`,
    none: 'Nie masz teraz usług, za które płacisz co miesiąc.',
    caption: 'Płatności w kolejnych miesiącach',
    month: 'Miesiąc',
    total: 'Kwota',
    details: 'Szczegóły',
    detailsOf: (month: string) => `Szczegóły płatności: ${month}`,
    modalTitle: (month: string) => `Płatności w miesiącu ${month}`,
    service: 'Usługa',
    date: 'Data',
    amount: 'Kwota',
    close: 'Zamknij',
  },

  means: {
    heading: 'Metody płatności',
    none: 'Nie masz zapisanej metody płatności. Dodaj ją, aby opłaty pobierały się same.',
    charged: 'Z tej karty pobieramy opłaty',
    validUntil: (date: string) => `Ważna do ${date}`,
    daysLeft: (n: number) => `Ważna jeszcze ${n} ${days(n)}`,
    expiring: 'Karta wkrótce straci ważność. Dodaj nową kartę.',
    expired: 'Karta straciła ważność. Dodaj nową kartę.',
    transfer: 'Przelew na podstawie faktury',
    transferText: 'Opłaty płacisz przelewem na podstawie faktury. Aby płacić automatycznie, dodaj kartę lub rachunek operatora komórkowego.',
    add: 'Dodaj metodę płatności',
    remove: 'Usuń',
    removeLabel: (name: string) => `Usuń: ${name}`,
  },

  add: {
    title: 'Dodaj metodę płatności',
    intro: 'Wybierz, jak chcesz płacić za usługi.',
    card: 'Karta płatnicza',
    operator: 'Rachunek operatora komórkowego',
    operatorText: 'Opłata doliczana do rachunku telefonu u Operatora A, B lub C.',
    choose: 'Wybierz',
    consentMissing: 'Zaznacz zgodę, aby dodać tę metodę płatności.',
    toGateway: 'Przejdź do bramki płatniczej',
  },

  unavailable: {
    title: 'Metoda płatności niedostępna',
    text: (name: string, offers: string[]) => `${name} nie jest dostępna dla usług: ${offers.join(', ')}. Wybierz inną metodę płatności.`,
    back: 'Wybierz inną metodę',
  },

  operators: {
    title: 'Rachunek operatora komórkowego',
    intro: 'Wybierz operatora, u którego masz numer telefonu.',
  },

  msisdn: {
    title: 'Numer telefonu',
    label: 'Numer telefonu w sieci operatora',
    hint: '9 cyfr, np. 601 000 102',
    empty: 'Podaj numer telefonu.',
    send: 'Wyślij kod PIN',
    refused: {
      INVALID_NUMBER: 'To nie jest numer telefonu komórkowego. Sprawdź numer i spróbuj ponownie.',
      UNKNOWN_OPERATOR: 'Nie rozpoznajemy operatora tego numeru.',
      WRONG_OPERATOR: 'Ten numer należy do innego operatora. Wybierz właściwego operatora.',
    } as Record<string, string>,
  },

  pin: {
    title: 'Kod PIN',
    sent: (msisdn: string) => `Wysłaliśmy SMS z kodem PIN na numer ${msisdn}. Wpisz go w oknie operatora, które otworzy się po kliknięciu przycisku.`,
    validFor: (seconds: number) => `Kod jest ważny jeszcze ${seconds} s.`,
    open: 'Wpisz kod PIN',
  },

  pinTimeout: {
    title: 'Kod PIN wygasł',
    text: 'Kod PIN stracił ważność albo trzy razy podano nieprawidłowy kod. Twoja dotychczasowa metoda płatności pozostaje bez zmian.',
    again: 'Wyślij nowy kod',
  },

  adding: {
    title: 'Dodawanie metody płatności',
    text: 'Dokończ dodawanie w oknie bramki płatniczej. Po jego zamknięciu pokażemy wynik tutaj.',
    blocked: 'Przeglądarka zablokowała nowe okno.',
    openAgain: 'Otwórz okno bramki płatniczej',
    waiting: 'Czekamy na wynik…',
  },

  result: {
    title: 'Dodawanie metody płatności',
    added: (name: string) => `Dodaliśmy metodę płatności: ${name}.`,
    notFinished: 'Nie dokończono dodawania. Twoja dotychczasowa metoda płatności pozostaje bez zmian.',
    failed: (reason: string) => `Nie udało się dodać metody płatności. ${reason} Twoja dotychczasowa metoda płatności pozostaje bez zmian.`,
    reasons: paymentReturnTexts.reasons satisfies Record<PaymentFailureReason, string>,
    close: 'Gotowe',
  },

  unsupportedBank: {
    title: 'Bank nie obsługuje tej płatności',
    text: 'Bank, który wydał Twoją kartę, nie obsługuje płatności cyklicznych. Dodaj inną kartę albo wybierz inną metodę płatności. Twoja dotychczasowa metoda płatności pozostaje bez zmian.',
    addOther: 'Dodaj inną kartę',
  },

  proposeRemoval: {
    title: 'Usunąć kartę?',
    text: (card: string) => `Usuwasz kartę ${card}.`,
    onlyMean: 'To Twoja jedyna metoda płatności: bez niej kolejne opłaty nie pobiorą się same. Możesz zamiast tego dodać nową kartę.',
    other: 'Kolejne opłaty pobierzemy inną zapisaną metodą płatności.',
    addNew: 'Dodaj nową kartę',
    remove: 'Usuń kartę',
  },

  removing: {
    title: 'Usuwanie karty',
    progress: 'Usuwamy kartę…',
    kept: 'Karta pozostaje bez zmian.',
  },

  confirmRemoveMobile: {
    title: 'Usunąć metodę płatności?',
    text: (name: string) => `Usuwasz metodę płatności: ${name}. Kolejne opłaty nie będą już tak pobierane.`,
    confirm: 'Usuń',
  },

  removed: (name: string) => `Usunęliśmy metodę płatności: ${name}.`,
} as const;

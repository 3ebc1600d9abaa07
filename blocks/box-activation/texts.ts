import { formatDate } from '#domain/date-text.ts';
import { serviceMessages } from '#domain/service-messages.ts';

/** Polish texts of the set-top box re-activation and its sidebar, in one place. */
export const texts = {
  heading: {
    'contract-type': 'Rodzaj umowy',
    activate: 'Przywróć aktywację dekodera',
    confirmation: 'Twój kod aktywacyjny',
  },
  loading: 'Sprawdzamy Twoje konto…',
  contractType: {
    withBox:
      'Masz umowę na usługi telewizji, więc możesz przywrócić aktywację dekodera z tej umowy. W następnym kroku podasz numer dekodera (nie jest wymagany) i otrzymasz kod aktywacyjny.',
    noBox: serviceMessages.noBoxToRestore,
    prepaid: 'Masz dekoder z zestawu na kartę? Ważność karty sprawdzisz i przedłużysz na stronie',
    prepaidLink: 'Status karty',
    next: 'Dalej',
  },
  form: {
    label: 'Numer dekodera (nieobowiązkowy)',
    hint: 'Od 8 do 20 cyfr z naklejki na spodzie dekodera. Jeśli podasz inny numer niż przy poprzednim kodzie, wydamy nowy kod, a poprzedni przestanie być ważny.',
    invalid: 'Numer dekodera to od 8 do 20 cyfr. Popraw go albo zostaw pole puste.',
    submit: 'Aktywuj',
    busy: 'Aktywujemy…',
  },
  inProgress: (code: string, validTo: string) => `Masz już kod aktywacyjny ${code}, ważny do ${formatDate(validTo)} włącznie.`,
  seeConfirmation: 'Zobacz potwierdzenie',
  sidebar: {
    title: 'Kod aktywacyjny dekodera',
    lead: 'Wydaliśmy kod aktywacyjny Twojego dekodera:',
    goToConfirmation: 'Przejdź do potwierdzenia',
  },
  code: 'Kod aktywacyjny',
  validTo: 'Ważny do',
  decoder: 'Numer dekodera',
  issued: 'Wydany',
  date: (day: string) => formatDate(day),
  nextSteps: {
    title: 'Co dalej',
    keep: 'Zapisz kod – znajdziesz go też na stronie potwierdzenia.',
    use: 'Aktywuj dekoder tym kodem w salonie Telewizji Horyzont albo z konsultantem infolinii 801 234 567.',
    shops: 'Znajdź salon',
    expires: (validTo: string) => `Kod jest ważny do ${formatDate(validTo)} włącznie. Po tym dniu poproś o nowy na stronie aktywacji dekodera.`,
  },
  noCoupon: 'Nie masz teraz ważnego kodu aktywacyjnego dekodera.',
  activateLink: 'Przywróć aktywację dekodera',
  sessionReloadFailed: 'Kod został wydany, ale nie udało się odświeżyć danych konta. Odśwież stronę.',
} as const;

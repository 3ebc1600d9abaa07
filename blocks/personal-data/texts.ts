/** Polish texts of the personal-data island, its form and its confirm sidebar, in one place. */
export const texts = {
  heading: 'Twoje dane',
  loading: 'Wczytujemy Twoje dane…',
  failed: 'Nie udało się wczytać Twoich danych.',
  retry: 'Spróbuj ponownie',
  labels: {
    login: 'Login (adres e-mail)',
    mainAddress: 'Adres instalacji',
    billAddress: 'Adres do faktur',
    phone: 'Telefon kontaktowy',
  },
  none: 'nie podano',
  sameAsMain: 'taki sam jak adres instalacji',
  change: 'Zmień dane',
  account: {
    heading: 'Logowanie i konto',
    intro: 'Login, hasło i samo konto zmieniasz na bezpiecznej stronie naszego serwisu tożsamości; potem wrócisz tutaj.',
    CHANGE_LOGIN: 'Zmień adres e-mail (login)',
    CHANGE_PASSWORD: 'Zmień hasło',
    DELETE_ACCOUNT: 'Usuń konto',
  },
  form: {
    heading: 'Zmiana danych',
    intro: 'Pola oznaczone gwiazdką (*) są wymagane.',
    street: 'Ulica *',
    number: 'Numer domu *',
    apartment: 'Numer mieszkania',
    postalCode: 'Kod pocztowy *',
    postalCodeHint: 'Np. 00-950.',
    city: 'Miejscowość *',
    billSame: 'Adres do faktur taki sam jak adres instalacji',
    phone: 'Telefon kontaktowy',
    phoneHint: '9 cyfr, np. 601 000 102. Puste pole usuwa numer.',
    submit: 'Dalej',
    cancel: 'Anuluj',
    errorSummary: 'Popraw zaznaczone pola.',
  },
  sidebar: {
    title: 'Potwierdź zmianę danych',
    intro: 'Zapiszemy takie dane:',
    confirm: 'Potwierdź',
  },
  done: 'Zapisaliśmy Twoje nowe dane.',
  reloadFailed: 'Zmiana została zapisana, ale nie udało się odświeżyć strony. Odśwież ją.',
} as const;

/** A field's message as shown beside it: the schema's words (shared with the server), as a sentence. */
export const sentence = (message: string) => `${message.charAt(0).toLocaleUpperCase('pl-PL')}${message.slice(1)}${/[.!?]$/.test(message) ? '' : '.'}`;

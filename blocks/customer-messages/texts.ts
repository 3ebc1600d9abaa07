/** Polish texts of the messages island, in one place. */
export const texts = {
  heading: 'Napisz do nas',
  loading: 'Wczytujemy formularz…',
  intro: 'Odpowiemy e-mailem na adres, którym logujesz się do konta, zwykle w ciągu 2 dni roboczych.',
  subject: 'Temat',
  chooseSubject: 'Wybierz temat',
  subjectsLoading: 'Wczytujemy tematy…',
  subjectsFailed: 'Nie udało się wczytać tematów wiadomości.',
  body: 'Treść wiadomości',
  bodyHint: 'Najwyżej 5000 znaków.',
  send: 'Wyślij wiadomość',
  sent: (messageId: string) => `Wysłaliśmy Twoją wiadomość. Jej numer: ${messageId}.`,
  retry: 'Spróbuj ponownie',
  listHeading: 'Wysłane wiadomości',
  listLoading: 'Wczytujemy Twoje wiadomości…',
  listFailed: 'Nie udało się wczytać wysłanych wiadomości.',
  none: 'Nie wysłano jeszcze żadnej wiadomości.',
  /** The accessible name of a sent message: its number. */
  messageName: (messageId: string) => `Wiadomość nr ${messageId}`,
  number: 'Numer',
  date: 'Data wysłania',
  topic: 'Temat',
} as const;

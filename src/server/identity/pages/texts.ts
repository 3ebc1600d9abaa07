/** Every text of the identity pages, in one place. */

export const CONFIRM_DELETE_WORD = 'USUŃ';

export const texts = {
  brand: 'Telewizja Horyzont',
  backToPortal: 'Wróć do portalu',
  cancelChange: 'Wróć do portalu bez zmian',
  errorSummaryTitle: 'Popraw błędy w formularzu',
  signedInAs: (login: string) => `Zalogowano jako ${login}.`,

  fields: {
    email: 'Adres e-mail',
    currentEmail: 'Obecny adres e-mail',
    newEmail: 'Nowy adres e-mail',
    password: 'Hasło',
    currentPassword: 'Obecne hasło',
    newPassword: 'Nowe hasło',
    passwordRepeat: 'Powtórz hasło',
    newPasswordRepeat: 'Powtórz nowe hasło',
    name: 'Imię i nazwisko',
    saleTerms: 'Akceptuję regulamin sprzedaży Telewizji Horyzont.',
    confirmation: `Wpisz słowo ${CONFIRM_DELETE_WORD}, aby potwierdzić`,
  },

  hints: {
    password: 'Co najmniej 10 znaków, w tym litery i cyfry.',
    confirmation: 'Usuniętego konta nie można przywrócić.',
  },

  validation: {
    emailRequired: 'Podaj adres e-mail.',
    emailInvalid: 'Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.',
    passwordRequired: 'Podaj hasło.',
    passwordTooShort: 'Hasło musi mieć co najmniej 10 znaków.',
    passwordTooLong: 'Hasło może mieć najwyżej 200 znaków.',
    passwordLettersAndDigits: 'Hasło musi zawierać litery i cyfry.',
    passwordsDiffer: 'Hasła nie są takie same.',
    nameRequired: 'Podaj imię i nazwisko.',
    nameTooLong: 'Imię i nazwisko może mieć najwyżej 200 znaków.',
    saleTermsRequired: 'Zaakceptuj regulamin sprzedaży, aby założyć konto i kontynuować zamówienie.',
    wrongCredentials: 'Nieprawidłowy e-mail lub hasło.',
    wrongPassword: 'Nieprawidłowe hasło.',
    loginTaken: 'Konto z tym adresem e-mail już istnieje.',
    sameEmail: 'Nowy adres e-mail jest taki sam jak obecny.',
    samePassword: 'Nowe hasło musi różnić się od obecnego.',
    confirmationWrong: `Wpisz słowo ${CONFIRM_DELETE_WORD}, aby potwierdzić usunięcie konta.`,
    tooManyRegistrations: (minutes: number) => `Z tego adresu założono już zbyt wiele kont. Spróbuj ponownie za ${minutes} min.`,
    tooManyAttempts: (minutes: number) => `Zbyt wiele nieudanych prób podania hasła. Ze względów bezpieczeństwa spróbuj ponownie za ${minutes} min.`,
  },

  login: {
    title: 'Zaloguj się',
    intro: 'Zaloguj się do konta Telewizji Horyzont, aby zarządzać usługami i zamówieniami.',
    submit: 'Zaloguj się',
    noAccount: 'Nie masz jeszcze konta?',
    register: 'Załóż konto',
  },

  registration: {
    title: 'Załóż konto',
    intro: 'Konto pozwala kupować usługi Telewizji Horyzont i zarządzać nimi w jednym miejscu.',
    submit: 'Załóż konto',
    haveAccount: 'Masz już konto?',
    login: 'Zaloguj się',
  },

  shopRegistration: {
    title: 'Załóż konto, aby złożyć zamówienie',
    intro: 'Twoje zamówienie czeka w koszyku. Po założeniu konta wrócisz do niego i dokończysz zakup.',
    submit: 'Załóż konto i kontynuuj zamówienie',
  },

  changeLogin: {
    title: 'Zmień login',
    intro: 'Loginem jest Twój adres e-mail. Po zmianie logujesz się nowym adresem.',
    submit: 'Zmień login',
  },

  changePassword: {
    title: 'Zmień hasło',
    intro: 'Podaj obecne hasło, a potem nowe.',
    submit: 'Zmień hasło',
  },

  deleteAccount: {
    title: 'Usuń konto',
    intro:
      'Wylogujemy Cię z portalu na wszystkich urządzeniach, a konto usuniemy po 14 dniach: zakończymy wtedy Twoje usługi i usuniemy Twoje dane osobowe. ' +
      'Zamówienia i płatności zachowamy bez nich, bo wymagają tego przepisy podatkowe. Jeśli w ciągu 14 dni zmienisz zdanie, po prostu się zaloguj.',
    submit: 'Usuń konto',
  },

  done: {
    registered: { title: 'Konto zostało utworzone', body: 'Możesz się teraz zalogować adresem e-mail i hasłem.' },
    loginChanged: { title: 'Login został zmieniony', body: 'Od teraz logujesz się nowym adresem e-mail.' },
    passwordChanged: { title: 'Hasło zostało zmienione', body: 'Od teraz logujesz się nowym hasłem.' },
    accountDeleted: {
      title: 'Konto zostanie usunięte za 14 dni',
      body: 'Wylogowaliśmy Cię z portalu. Jeśli zmienisz zdanie, zaloguj się przed upływem 14 dni, a konto zostanie. Dziękujemy za skorzystanie z usług Telewizji Horyzont.',
    },
    goToLogin: 'Przejdź do logowania',
  },

  logout: {
    title: 'Wylogowanie',
    question: 'Czy chcesz się wylogować z konta Telewizji Horyzont?',
    confirm: 'Tak, wyloguj mnie',
    cancel: 'Nie, nie wylogowuj mnie',
    doneTitle: 'Wylogowano',
    doneBody: 'Wylogowanie z konta Telewizji Horyzont zakończyło się pomyślnie.',
  },

  problems: {
    interactionExpired: {
      title: 'Sesja logowania wygasła',
      body: 'Minęło zbyt dużo czasu albo logowanie zostało już zakończone. Wróć do portalu i zaloguj się ponownie.',
    },
    formExpired: {
      title: 'Formularz wygasł',
      body: 'Nie mogliśmy potwierdzić, że formularz został wysłany z tej strony. Otwórz stronę ponownie i wyślij formularz jeszcze raz.',
      retry: 'Otwórz formularz ponownie',
    },
    badForm: {
      title: 'Nieprawidłowe żądanie',
      body: 'Formularz został wysłany w nieobsługiwanej postaci. Otwórz stronę ponownie i spróbuj jeszcze raz.',
    },
    notFound: { title: 'Nie znaleziono strony', body: 'Ta strona nie istnieje.' },
    serverError: { title: 'Wystąpił błąd', body: 'Nie udało się obsłużyć żądania. Spróbuj ponownie za chwilę.' },
    providerError: {
      title: 'Nie udało się zalogować',
      body: 'Wystąpił błąd podczas logowania. Wróć do portalu i spróbuj ponownie.',
      code: 'Kod błędu',
    },
  },
} as const;

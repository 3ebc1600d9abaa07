import { countOf } from '#domain/plural.ts';
import { voucherMessages } from '#domain/voucher-messages.ts';

const months = (count: number) => countOf(count, { one: 'miesiąc', few: 'miesiące', many: 'miesięcy' });

/** Polish texts of the voucher activation, in one place. */
export const texts = {
  heading: 'Aktywuj kod',
  loading: 'Wczytujemy…',
  field: {
    label: 'Kod z vouchera',
    hint: '12 znaków: litery i cyfry, bez litery O. Wielkość liter nie ma znaczenia, spacje i myślniki pomijamy.',
    submit: 'Sprawdź kod',
    busy: 'Sprawdzamy kod…',
    problems: voucherMessages.problems,
  },
  result: {
    heading: (code: string) => `Kod ${code}`,
    gives: (name: string, count: number) => `Daje: ${name} – ${months(count)} bez opłat.`,
    validTo: (date: string) => `Kod aktywujesz do ${date}.`,
    signIn: 'Aby aktywować kod, zaloguj się albo załóż konto. Po powrocie na tę stronę kod będzie już wpisany.',
    login: 'Zaloguj się',
    register: 'Załóż konto',
    activate: 'Aktywuj',
    activating: 'Aktywujemy…',
    toCart: 'Przechodzimy do podsumowania zamówienia…',
  },
  done: {
    heading: 'Voucher aktywowany',
    lead: (name: string, until: string) =>
      `${name} działa na Twoim koncie bez opłat do ${until}. Potem usługa wyłączy się sama, chyba że zdecydujesz się ją zachować w „Moich usługach”.`,
    myServices: 'Przejdź do „Moich usług”',
  },
};

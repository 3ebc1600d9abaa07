import type { CodeRefusal, VoucherCodeProblem } from './voucher-activation.ts';

/**
 * What the voucher activation calls answer users (spec 8: shown as is): the
 * customer API service and mock mode use the same words, and the activation
 * block says the same of a code it refuses before sending it.
 */
export const voucherMessages = {
  /** The contract's refusal of a code that does not match the format (request validation). */
  invalidFormat: 'kod ma 12 znaków: litery (bez litery O) i cyfry',

  /** A typed code's problem, beside the field. */
  problems: {
    empty: 'Wpisz kod z vouchera: 12 znaków, litery i cyfry.',
    characters: 'Kod składa się tylko z liter i cyfr. Usuń inne znaki.',
    'letter-o': 'Kody nie zawierają litery O – wpisz w jej miejsce cyfrę 0.',
    'letters-only': 'Kod zawiera też cyfry. Sprawdź, czy przepisałeś go w całości.',
    'too-short': 'Kod jest za krótki: ma 12 znaków.',
    'too-long': 'Kod jest za długi: ma 12 znaków.',
  } satisfies Record<VoucherCodeProblem, string>,

  errors: {
    unknown: 'Nie znamy takiego kodu. Sprawdź, czy przepisałeś go bez błędów.',
    refusals: {
      'other-partner': 'Ten kod należy do innej oferty partnerskiej niż ta strona.',
      'not-yet-valid': 'Ten kod nie jest jeszcze ważny. Sprawdź, od kiedy możesz go aktywować.',
      expired: 'Ten kod stracił ważność – termin jego aktywacji minął.',
      'used-up': 'Ten kod został już wykorzystany.',
    } satisfies Record<CodeRefusal, string>,
    tooManyAttempts: 'Za dużo prób wpisania kodu. Spróbuj ponownie za kilka minut.',
    alreadyHeld: (name: string) => `Masz już usługę „${name}”, którą daje ten kod – nie trzeba jej aktywować.`,
    needsBase: (name: string, rule: string) =>
      `Nie masz pakietu, którego wymaga „${name}”. ${rule} Zamów pakiet w „Moje usługi” („Dodaj usługę”), a potem wróć tu z kodem – pozostanie ważny.`,
    mainPackageHeld: (name: string) =>
      `Ten kod włącza pakiet „${name}” dla osób, które nie mają jeszcze pakietu Telewizji Horyzont. Masz już pakiet – możesz go zmienić w „Moje usługi”.`,
    orderPending: 'Masz zamówienie w toku. Dokończ je albo anuluj, a potem aktywuj kod.',
  },
} as const;

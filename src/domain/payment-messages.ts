import type { OperatorMopId, PaymentMeanId } from './payment-methods.ts';

/**
 * Every text the payment calls show users (spec 8: the client displays the
 * server's text as is): the customer API service and mock mode answer with
 * the same words.
 */

const operatorNames: Record<OperatorMopId, string> = { 2: 'Operator A', 6: 'Operator B', 7: 'Operator C' };

export const paymentMessages = {
  operatorNames,

  /** Labels of mop/config (spec 9: operator labels of the kind „pay with operator” or „add to operator bill”). */
  means: {
    1: {
      label: 'Karta płatnicza',
      addLabel: 'Dodaj kartę płatniczą',
      description: 'Visa lub Mastercard; opłaty pobieramy co miesiąc z zapisanej karty.',
    },
    2: {
      label: 'Zapłać z Operatorem A',
      addLabel: 'Dopisz do rachunku Operatora A',
      description: 'Opłata na rachunku telefonu komórkowego w sieci Operatora A.',
    },
    6: {
      label: 'Zapłać z Operatorem B',
      addLabel: 'Dopisz do rachunku Operatora B',
      description: 'Opłata na rachunku telefonu komórkowego w sieci Operatora B.',
    },
    7: {
      label: 'Zapłać z Operatorem C',
      addLabel: 'Dopisz do rachunku Operatora C',
      description: 'Opłata na rachunku telefonu komórkowego w sieci Operatora C.',
    },
    8: {
      label: 'Płatność kodem',
      addLabel: 'Płać kodem z aplikacji banku',
      description: 'Każdą płatność potwierdzasz 6-cyfrowym kodem z aplikacji banku.',
    },
  } satisfies Record<PaymentMeanId, { label: string; addLabel: string; description: string }>,

  /** How a means shows in the customer's list (payment_means.display_string). */
  display: {
    card: (last4: string) => `Karta •••• ${last4}`,
    operator: (mopId: OperatorMopId, msisdn: string) => `${operatorNames[mopId]}, numer ${msisdn}`,
    instantCode: 'Płatność kodem',
    pending: (mopId: PaymentMeanId) => `${paymentMessages.means[mopId].label} (dodawanie w toku)`,
  },

  /** What the gateway shows as the payment's description. */
  descriptions: {
    order: 'Zamówienie w Telewizji Horyzont',
    registration: (mopId: PaymentMeanId) => `Telewizja Horyzont – ${paymentMessages.means[mopId].addLabel}`,
    topUp: (cardNumber: string, packageName: string) => `Telewizja na kartę ${cardNumber}: ${packageName.toLowerCase()}`,
  },

  consents: {
    recurringCard: 'Zgadzam się na cykliczne obciążanie mojej karty opłatami za usługi Telewizji Horyzont.',
    operatorBilling: 'Zgadzam się na doliczanie opłat za usługi Telewizji Horyzont do rachunku u mojego operatora komórkowego.',
  },

  errors: {
    tooManyMsisdnChecks: 'Zbyt wiele prób weryfikacji numeru. Spróbuj ponownie za kilkanaście minut.',
    tooManyPinsToNumber: 'Na ten numer telefonu wysłano już zbyt wiele kodów PIN. Spróbuj ponownie za kilkanaście minut.',
    tooManyCodes: 'Zbyt wiele prób płatności kodem. Spróbuj ponownie za kilkanaście minut.',
    tooManyMeanAdditions: 'Zbyt wiele prób dodania metody płatności. Spróbuj ponownie za kilkanaście minut.',
    consentMissing: 'Zaakceptuj wymagane zgody, aby dodać tę metodę płatności.',
    msisdnRequired: 'Najpierw podaj numer telefonu i poczekaj na SMS z kodem PIN.',
    challengeNotFound: 'Nie znaleziono weryfikacji tego numeru. Podaj numer telefonu ponownie.',
    challengeExpired: 'Kod PIN wygasł lub został zablokowany. Podaj numer telefonu ponownie, aby dostać nowy kod.',
    noMeanProcess: 'Nie dodajesz teraz żadnej metody płatności.',
    noActiveMean: 'Nie masz takiej metody płatności.',
    tooManyCards: (max: number) => `Możesz zapisać najwyżej ${max} karty. Usuń jedną z nich, aby dodać nową.`,
    tokenNotFound: 'Nie znaleziono tej karty w bramce płatności.',
    tokenUnusable: 'Tej karty nie można już dodać. Dodaj kartę ponownie.',
    cartNotFound: 'Nie znaleziono koszyka.',
    cartClosed: 'To zamówienie zostało już złożone.',
    notAtSummary: 'Przejdź do podsumowania zamówienia, aby za nie zapłacić.',
    cartEmpty: 'Koszyk jest pusty.',
    offerUnavailable: (name: string) => `Oferta „${name}” nie jest już dostępna. Usuń ją z koszyka.`,
    meanUnavailable: 'Tej metody płatności nie można użyć dla wszystkich ofert w koszyku. Wybierz inną.',
    meanMissing: 'Wybierz metodę płatności.',
    summaryConsents: 'Zaakceptuj wszystkie zgody w podsumowaniu, aby złożyć zamówienie.',
    unsupportedBank: 'Bank Twojej karty nie obsługuje tej płatności. Wybierz inną metodę płatności lub dodaj inną kartę.',
    declined: 'Bank odrzucił płatność. Wybierz inną metodę płatności.',
    expiredCard: 'Twoja karta straciła ważność. Dodaj nową kartę lub wybierz inną metodę płatności.',
    revoked: 'Ta metoda płatności nie jest już aktywna. Wybierz inną.',
    instantCodeMissing: 'Wpisz 6-cyfrowy kod z aplikacji banku.',
    instantCodeWrong: 'Kod płatności jest nieprawidłowy lub wygasł. Wygeneruj nowy kod w aplikacji banku.',
    operatorNotConfirmed: 'Potwierdź numer telefonu kodem PIN, aby zapłacić z rachunku operatora.',
    badSignature: 'Nieprawidłowy podpis powiadomienia.',
    unknownTransaction: 'Nie znaleziono transakcji.',
    cardNotFound: 'Nie znaleziono karty o tym numerze. Sprawdź numer i spróbuj ponownie.',
    packageNotFound: 'Nie znaleziono wybranego pakietu.',
    cardBlocked: 'Ta karta jest zablokowana i nie można jej doładować. Skontaktuj się z infolinią.',
    tooManyCardLookups: 'Zbyt wiele sprawdzeń kart. Spróbuj ponownie za kilka minut.',
    tooManyTopUps: 'Zbyt wiele rozpoczętych doładowań. Spróbuj ponownie za kilka minut.',
    topUpNotFound: 'Nie znaleziono tego doładowania.',
  },
};

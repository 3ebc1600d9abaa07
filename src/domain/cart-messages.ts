/**
 * Every message the cart calls show users (spec 8: the portal shows the
 * server's text as is), in one place: the customer API service and the mock
 * funnel answer with the same words.
 */
export const cartMessages = {
  cartNotFound: 'Nie znaleziono koszyka.',
  cartClosed: 'Ten koszyk jest już zamknięty – zamówienie zostało złożone lub anulowane. Odśwież stronę, aby zacząć nowe zakupy.',
  orderPending: 'Masz niezakończone zamówienie. Anuluj je, aby złożyć nowe.',
  nothingToCancel: 'Nie masz zamówienia ani koszyka do anulowania.',
  orderPaid: 'To zamówienie jest już opłacone, więc nie można go anulować w portalu. Dokończ aktywację albo skontaktuj się z obsługą klienta.',

  offerUnknown: (code: string) => `Oferta „${code}” nie istnieje.`,
  offerUnavailable: (name: string) => `Oferta „${name}” nie jest już dostępna.`,
  articleNotInOffer: (article: string, name: string) => `Produkt „${article}” nie należy do oferty „${name}”.`,
  articleUnknown: (code: string) => `Produkt „${code}” nie jest dostępny w sprzedaży.`,
  bundleUnknown: (id: string) => `Pakiet „${id}” nie istnieje.`,
  bundleUnavailable: (name: string) => `Pakiet „${name}” nie jest obecnie dostępny w sprzedaży.`,
  alreadyOwned: (name: string) => `Masz już usługę „${name}”.`,
  notOwned: (name: string) => `Nie masz usługi „${name}”, więc nie możesz jej przedłużyć ani zrezygnować z niej w zamówieniu.`,
  missingBase: (name: string) => `Usługę „${name}” można dodać wyłącznie do pakietu podstawowego, który masz lub dodajesz do koszyka.`,
  prolongationNeedsLto: (name: string) => `Przedłużyć umowę można tylko ofertą długoterminową, a „${name}” nią nie jest.`,
  specialOfferOnly: 'Ofertę specjalną można zamówić tylko ze strony tej oferty.',
  emptyCart: 'Koszyk jest pusty. Wybierz pakiet, aby przejść dalej.',
  orderRequired: 'Aby przejść do aktywacji, złóż zamówienie.',
  accountInactive: 'Twoje konto nie jest jeszcze aktywne, więc nie możemy włączyć zamówionych usług. Zadzwoń na infolinię 801 234 567.',
  unknownStage: (stage: string) => `Nie ma etapu zamówienia „${stage}”.`,

  voucherUnknown: 'Ten kod rabatowy jest nieprawidłowy.',
  voucherNotYetValid: 'Ten kod rabatowy nie jest jeszcze aktywny.',
  voucherExpired: 'Ten kod rabatowy wygasł.',
  voucherUsedUp: 'Ten kod rabatowy został już wykorzystany.',
  voucherNotForCart: 'Ten kod rabatowy nie obejmuje produktów w Twoim koszyku.',
  voucherNeedsCart: 'Dodaj produkt do koszyka, aby skorzystać z kodu rabatowego.',
  voucherTooManyAttempts: 'Zbyt wiele prób wpisania kodu rabatowego. Spróbuj ponownie za kilka minut.',

  noCartForConsents: 'Nie masz koszyka, do którego można zapisać zgody.',
} as const;

import { MARKETING_CONSENT, PERSONALISATION_CONSENT, type AccountConsentCode } from '#domain/consents.ts';

/** Polish texts of the consents island and its confirm sidebar, in one place. */
export const texts = {
  heading: 'Twoje zgody',
  loading: 'Wczytujemy Twoje zgody…',
  names: { [MARKETING_CONSENT]: 'Marketing', [PERSONALISATION_CONSENT]: 'Personalizacja' } satisfies Record<AccountConsentCode, string>,
  about: {
    [MARKETING_CONSENT]: 'Informacje o nowych ofertach i promocjach e-mailem oraz SMS-em.',
    [PERSONALISATION_CONSENT]: 'Propozycje dopasowane do tego, co oglądasz.',
  } satisfies Record<AccountConsentCode, string>,
  give: 'Wyraź zgodę',
  withdraw: 'Wycofaj zgodę',
  on: (action: string, name: string) => `${action}: ${name}`,
  sidebar: {
    giveTitle: 'Wyrażenie zgody',
    withdrawTitle: 'Wycofanie zgody',
    give: (name: string) => `Wyrażasz zgodę „${name}”. Możesz ją wycofać w każdej chwili.`,
    withdraw: (name: string) => `Wycofujesz zgodę „${name}”. Wycofanie nie wpływa na zgodność z prawem przetwarzania danych przed nim.`,
    discount: 'Jeśli Twoja promocja przewiduje zniżkę za tę zgodę, jej wycofanie w trakcie promocji może oznaczać utratę zniżki.',
    confirm: 'Potwierdź',
  },
  done: (label: string) => `Zapisaliśmy zmianę. Teraz: ${label}.`,
  reloadFailed: 'Zmiana została zapisana, ale nie udało się odświeżyć strony. Odśwież ją.',
} as const;

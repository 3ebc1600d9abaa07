import type { Partner } from '#domain/partner-services.ts';

/** Polish texts of "Services abroad", in one place. */
export const texts = {
  heading: 'Twoje usługi za granicą',
  loading: 'Sprawdzamy Twoje usługi…',
  failed: 'Nie udało się sprawdzić Twoich usług.',
  retry: 'Spróbuj ponownie',
  portable:
    'Twój kraj zamieszkania – Polska – jest potwierdzony. Podczas tymczasowego pobytu w innym kraju Unii Europejskiej oglądasz te usługi tak jak w domu:',
  homeOnly: 'Nie mamy jeszcze potwierdzenia, że mieszkasz w Polsce. Do czasu potwierdzenia te usługi działają tylko w Polsce:',
  state: { portable: 'działa w krajach UE', homeOnly: 'tylko w Polsce' },
  until: (date: string) => `usługa kończy się ${date}`,
  partner: { streaming: 'serwis partnera', film: 'serwis partnera' } satisfies Record<Partner, string>,
  confirm: {
    heading: 'Jak potwierdzić kraj zamieszkania',
    text: 'Kraj zamieszkania potwierdza obsługa klienta, na przykład na podstawie dowodu osobistego, danych płatności albo adresu rozliczeniowego. Zadzwoń na infolinię 801 234 567 (codziennie 8:00–22:00) albo napisz do nas.',
    link: 'Napisz wiadomość',
  },
  none: 'Nie masz teraz usług online, które można oglądać za granicą.',
  offer: 'Zobacz ofertę',
} as const;

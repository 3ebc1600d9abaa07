import { countOf } from '#domain/plural.ts';

/** Polish texts of the log-out-other-devices island and its confirm sidebar, in one place. */
export const texts = {
  heading: 'Wyloguj inne urządzenia',
  loading: 'Wczytujemy…',
  explanation:
    'Wylogujemy Twoje konto na wszystkich innych telewizorach, telefonach, komputerach i przeglądarkach. Na tym urządzeniu pozostaniesz zalogowany. ' +
    'Na pozostałych trzeba będzie zalogować się ponownie, podając hasło.',
  start: 'Wyloguj inne urządzenia',
  sidebar: {
    title: 'Wylogowanie innych urządzeń',
    body: 'Czy na pewno chcesz wylogować konto na wszystkich innych urządzeniach? Pakiety, nagrania i płatności się nie zmienią.',
    confirm: 'Tak, wyloguj',
  },
  done: (count: number) =>
    count === 0
      ? 'Na innych urządzeniach nie było zalogowanego konta. To urządzenie pozostaje zalogowane.'
      : `Wylogowaliśmy ${countOf(count, { one: 'urządzenie', few: 'urządzenia', many: 'urządzeń' })}. To urządzenie pozostaje zalogowane.`,
} as const;

import type { SalonAccessibility, SalonService, Weekday } from '#content-schema/salons.ts';
import { countOf } from '#domain/plural.ts';
import { nearMeTexts } from './near-me-texts.ts';

/** Polish texts of the shop finder (the block, its map and „Najbliżej mnie”), in one place. */

const salons = { one: 'salon', few: 'salony', many: 'salonów' };

/** „09:00” → „9:00”, as hours are written in Polish. */
export const clockText = (time: string) => time.replace(/^0(\d)/, '$1');
const span = (hours: { opens: string; closes: string }) => `${clockText(hours.opens)}–${clockText(hours.closes)}`;

export const shopFinderTexts = {
  filter: {
    label: 'Szukaj salonu',
    place: 'Miasto lub kod pocztowy',
    placeHint: 'Np. Kraków albo 31-010',
    openNow: 'Otwarte teraz',
    submit: 'Pokaż salony',
    clear: 'Pokaż wszystkie salony',
  },
  /** The results count, announced as a status. */
  summary: (count: number, place: string, openNow: boolean) => {
    const where = place ? ` dla „${place}”` : '';
    if (count === 0) return `Nie znaleźliśmy ${openNow ? 'otwartego teraz salonu' : 'salonu'}${where}.`;
    if (!place && !openNow) return `Pokazujemy wszystkie salony (${count}).`;
    return `Znaleźliśmy ${countOf(count, salons)}${where}${openNow ? ' – otwarte teraz' : ''}.`;
  },
  nothingHelp: 'Sprawdź pisownię albo wpisz sam początek kodu pocztowego, np. 31.',
  list: 'Lista salonów',
  phone: 'Telefon',
  today: (hours: { opens: string; closes: string }) => `Dziś ${span(hours)}`,
  state: {
    open: (closes: string) => `Otwarte teraz, do ${clockText(closes)}`,
    beforeOpening: (opens: string) => `Zamknięte, otwieramy o ${clockText(opens)}`,
    afterClosing: 'Zamknięte teraz',
    closedToday: 'Dziś nieczynne',
    holiday: 'Dziś nieczynne – dzień ustawowo wolny od pracy',
  },
  week: 'Godziny otwarcia',
  closedDays: (days: string) => `Salon nieczynny także: ${days}.`,
  closed: 'nieczynne',
  dayHours: span,
  weekdays: {
    monday: 'poniedziałek',
    tuesday: 'wtorek',
    wednesday: 'środa',
    thursday: 'czwartek',
    friday: 'piątek',
    saturday: 'sobota',
    sunday: 'niedziela',
  } satisfies Record<Weekday, string>,
  services: 'Usługi',
  service: {
    sales: 'Sprzedaż i umowy',
    'decoder-service': 'Serwis dekoderów',
    'card-exchange': 'Wymiana kart',
    returns: 'Zwroty sprzętu',
    business: 'Obsługa firm',
  } satisfies Record<SalonService, string>,
  accessibility: 'Dostępność',
  accessibilityItem: {
    'step-free-entrance': 'Wejście bez schodów',
    'accessible-parking': 'Miejsce parkingowe dla osób z niepełnosprawnościami',
    'induction-loop': 'Pętla indukcyjna',
    'accessible-toilet': 'Toaleta dostępna dla osób z niepełnosprawnościami',
  } satisfies Record<SalonAccessibility, string>,
  noAccessibility: 'Brak udogodnień – zadzwoń, pomożemy załatwić sprawę inaczej.',
  map: {
    title: 'Mapa salonów Telewizji Horyzont',
    description: (count: number, source: string) =>
      `Kontur Polski z zaznaczonymi salonami (${count}). Każdy znacznik prowadzi do opisu salonu na liście. Dane mapy: ${source}.`,
    marker: (name: string, street: string, city: string) => `${name}, ${street}, ${city}`,
  },
  nearMe: nearMeTexts,
};

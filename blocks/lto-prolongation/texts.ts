import { formatDate } from '#domain/date-text.ts';
import { formatPrice } from '#domain/price-text.ts';

/** Polish texts of the LTO prolongation and its sidebar, in one place. */
export const texts = {
  heading: 'Twoja umowa długoterminowa',
  lead: (endDate: string, months: number | null) =>
    months ? `Twoja umowa na ${months} mies. obowiązuje do ${formatDate(endDate)}.` : `Twoja umowa obowiązuje do ${formatDate(endDate)}.`,
  offer: 'Przedłuż ją już teraz, a nowy okres zacznie się zaraz po obecnym, bez przerwy.',
  prolong: 'Przedłuż umowę',
  sidebar: {
    title: 'Przedłużenie umowy',
    now: (endDate: string) => `Obecna umowa obowiązuje do ${formatDate(endDate)}.`,
    next: 'Po przedłużeniu będzie obowiązywać do',
    what: 'Co przedłużamy',
    monthly: (price: string) => `${formatPrice(price)} / mies.`,
    laterPrice: (months: number, price: string) => `od ${months + 1}. miesiąca nowego okresu ${formatPrice(price)} / mies.`,
    basePrice: (price: string) => `po jego zakończeniu ${formatPrice(price)} / mies.`,
    after: 'Po przedłużeniu',
    confirmNote: 'Przedłużenie potwierdzisz w podsumowaniu zamówienia. Nie płacisz nic teraz: nowe ceny doliczymy do najbliższych płatności.',
    confirm: 'Przedłuż umowę',
  },
  price: (value: string) => formatPrice(value),
  date: (day: string) => formatDate(day),
  sessionReloadFailed: 'Nie udało się odświeżyć danych umowy. Odśwież stronę.',
} as const;

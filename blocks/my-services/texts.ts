import { formatDate } from '#domain/date-text.ts';
import { formatPrice } from '#domain/price-text.ts';
import type { StreamingPlan } from '#domain/partner-services.ts';

const warsawTime = new Intl.DateTimeFormat('pl-PL', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Warsaw' });
const warsawDateTime = new Intl.DateTimeFormat('pl-PL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Warsaw',
});

/** An instant as the customer reads it, Polish time: DD.MM.YYYY, HH:MM. */
export const dateTime = (instant: string) => warsawDateTime.format(new Date(instant));

/** Polish texts of "My services" and its sidebars, in one place. */
export const texts = {
  heading: 'Twoje usługi',
  loading: 'Wczytujemy Twoje usługi…',
  noProducts: 'Nie masz jeszcze żadnych usług.',
  shopLink: 'Wybierz pakiet lub dodatek',
  /** From My services into the shop (the session remembers the customer came from self-care). */
  addService: 'Dodaj usługę',
  contract: (contractId: string) => `Umowa nr ${contractId}`,
  status: 'Status',
  active: 'aktywna',
  plannedOff: (endDate: string | null) => (endDate ? `zaplanowane wyłączenie z dniem ${formatDate(endDate)}` : 'zaplanowane wyłączenie'),
  fee: 'Opłata miesięczna',
  price: (value: string | number | null) => formatPrice(value),
  commitmentEnd: 'Koniec okresu zobowiązania',
  ltoEnd: 'Koniec umowy długoterminowej',
  date: (day: string) => formatDate(day),
  streamingPlan: 'Plan serwisu Strumień',
  plans: { standard: 'standardowy', premium: 'premium' } satisfies Record<StreamingPlan, string>,
  activate: 'Aktywuj dostęp',
  cancel: 'Zrezygnuj',
  restore: 'Przywróć',
  /** The accessible name of a product's button, naming the product. */
  actionOn: (action: string, name: string) => `${action}: ${name}`,
  cancelUnavailable: 'Rezygnacja niedostępna',

  confirmCancel: {
    title: 'Rezygnacja z usługi',
    lead: (name: string, endDate: string) => `Usługa „${name}” będzie działać do ${formatDate(endDate)} włącznie, a potem zostanie wyłączona.`,
    alsoGoing: 'Razem z nią wyłączymy usługi, które bez niej nie działają:',
    after: 'Po rezygnacji',
    next: 'Dalej',
    back: 'Wróć',
  },
  reason: {
    title: 'Powód rezygnacji',
    legend: 'Dlaczego rezygnujesz z usługi? Twoja odpowiedź pomoże nam poprawić ofertę.',
    required: 'Wybierz powód rezygnacji.',
    next: 'Dalej',
  },
  streaming: {
    title: 'Dostęp do serwisu Strumień',
    lead: (plan: string) =>
      `Twój plan w serwisie Strumień: ${plan}. Aktywuj go na stronie serwisu, logując się tam swoim kontem Strumienia albo zakładając nowe.`,
    expires: (instant: string) =>
      `Link jest jednorazowy i ważny do ${warsawTime.format(new Date(instant))}. Jeśli wygaśnie, otwórz to okno ponownie.`,
    go: 'Przejdź do aktywacji (nowa karta)',
    deniedTitle: 'Brak dostępu do serwisu Strumień',
  },
  film: {
    title: 'Dostęp do filmów i seriali Premium',
    lead: 'Serwis partnera rozpozna Cię po identyfikatorze klienta Horyzont. Podaj go przy aktywacji, jeśli strona partnera o niego poprosi.',
    identifier: 'Twój identyfikator',
    go: 'Przejdź do aktywacji (nowa karta)',
  },
  antiChurn: {
    title: 'Zostań z nami taniej',
    lead: (name: string) => `Zamiast rezygnować, możesz zachować „${name}” w niższej cenie.`,
    price: (price: string, months: number) => `${formatPrice(price)} / mies. przez ${months} mies. zamiast obecnej opłaty`,
    saving: (saving: string) => `Oszczędzasz ${formatPrice(saving)} miesięcznie.`,
    take: 'Skorzystaj z oferty',
    decline: 'Skorzystaj z oferty, a potwierdzisz ją i opłacisz w podsumowaniu zamówienia. Jeśli nie chcesz z niej skorzystać, potwierdź rezygnację.',
  },
  confirm: 'Potwierdź rezygnację',
  restoreSidebar: {
    title: 'Przywrócenie usługi',
    lead: (name: string) => `Usługa „${name}” nie zostanie wyłączona i będzie działać dalej na dotychczasowych warunkach.`,
    fee: (fee: string | number | null) => `Opłata miesięczna: ${formatPrice(fee)}.`,
    confirm: 'Potwierdź przywrócenie',
    after: 'Po przywróceniu',
  },
  /** Spec 4 "Restore: after the mobile payment channel message". */
  mobileChannel: (channel: string) =>
    `Płacisz za usługi rachunkiem operatora komórkowego (${channel}): opłaty za przywróconą usługę doliczymy do tego rachunku.`,
  done: {
    cancelled: (name: string, endDate: string | null) => `Zrezygnowano z usługi „${name}”. Działa do ${formatDate(endDate)} włącznie.`,
    restored: (name: string) => `Usługa „${name}” została przywrócona.`,
  },
  sessionReloadFailed: 'Nie udało się odświeżyć listy usług. Odśwież stronę.',

  changePackage: 'Zmień pakiet',
  changePlan: 'Zmień plan',
  changeUnavailable: 'Zmiana niedostępna',
  cancelAndChangeUnavailable: 'Rezygnacja i zmiana niedostępne',
  perMonth: (price: string) => `${formatPrice(price)} / mies.`,
  /** The monthly difference of a choice against the fee paid now. */
  difference: (amount: string) => (amount.startsWith('-') ? `o ${formatPrice(amount.slice(1))} mniej` : `o ${formatPrice(amount)} więcej`),
  choose: {
    next: 'Dalej',
    required: 'Wybierz jedną z możliwości.',
  },
  manage: {
    title: 'Zmień pakiet',
    legend: (name: string) => `Na jaki pakiet chcesz zmienić „${name}”?`,
    noLower: 'Nie ma tańszego pakietu niż Twój.',
    higher: (names: string) => `Droższy pakiet (${names}) wybierzesz w sklepie.`,
    shop: 'Przejdź do sklepu',
  },
  plan: {
    title: 'Zmień plan',
    legend: (name: string) => `Na jaki plan chcesz zmienić „${name}”?`,
    none: 'Masz już wszystkie plany tej usługi.',
    unavailableTitle: 'Zmiana planu niedostępna',
    unavailable: (name: string, packageName: string) =>
      `„${name}” masz w ramach pakietu „${packageName}”. Plan tej usługi zmienisz razem z pakietem.`,
  },
  propose: {
    title: 'Zmień pakiet zamiast rezygnować',
    lead: (name: string, target: string, price: string) =>
      `Zamiast rezygnować z „${name}”, możesz przejść na „${target}” za ${formatPrice(price)} miesięcznie.`,
    change: (target: string) => `Zmień na „${target}”`,
    decline: 'Nie, chcę zrezygnować',
  },
  confirmChange: {
    title: 'Potwierdź zmianę pakietu',
    target: (name: string, price: string) => `Nowy pakiet: ${name}, ${formatPrice(price)} miesięcznie.`,
    losing: 'Razem ze zmianą tracisz:',
    keeping: 'Zostają:',
    after: 'Po zmianie',
    summary: 'Przejdź do podsumowania',
    discard: 'Anuluj zmianę',
  },
  pendingChange: 'Masz rozpoczętą zmianę pakietu.',
  pendingChangeLink: 'Przejdź do podsumowania zmiany',
  discarded: 'Zmiana pakietu została anulowana.',
  wait: {
    title: 'Zmiany chwilowo wstrzymane',
    lead: (name: string, until: string) =>
      `Trwa ${name}. Do ${until} nie zmieniamy usług: rezygnację, przywrócenie i zmianę pakietu zlecisz po tym terminie.`,
  },
} as const;

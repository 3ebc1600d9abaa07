import { formatDate } from './date-text.ts';

/**
 * Every message of the self-care service calls (spec 8: the client shows the
 * server's text as is), in one place: the customer API service and mock
 * mode answer with the same words.
 */

/** „1 miesiąc”, „2 miesiące”, „5 miesięcy”, „12 miesięcy”, „24 miesiące”. */
function months(count: number): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (count === 1) return '1 miesiąc';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${count} miesiące`;
  return `${count} miesięcy`;
}

const named = (name: string) => `„${name}”`;

export const serviceMessages = {
  productNotFound: 'Nie znaleziono tej usługi na Twojej umowie.',
  alreadyPlannedOff: (endDate: string | null) =>
    endDate ? `Ta usługa jest już zaplanowana do wyłączenia z dniem ${formatDate(endDate)}.` : 'Ta usługa jest już zaplanowana do wyłączenia.',
  underCommitment: (name: string, until: string) =>
    `Usługi ${named(name)} nie można wyłączyć ani zmienić przed końcem okresu zobowiązania (${formatDate(until)}).`,
  notSwitchable: 'Tej usługi nie można wyłączyć samodzielnie. Skontaktuj się z nami, a pomożemy.',
  nothingToRestore: 'Ta usługa nie jest zaplanowana do wyłączenia, więc nie ma czego przywracać.',
  restoreBaseFirst: (name: string) => `Najpierw przywróć usługę ${named(name)}, bez której ta usługa nie działa.`,
  unknownArticle: 'Nie znaleźliśmy wybranego pakietu.',
  downgradeDisabled: 'Na ten pakiet nie można przejść samodzielnie. Skontaktuj się z nami, a pomożemy.',
  nothingReplaced: 'Wybrany pakiet nie zastępuje żadnej z Twoich usług. Nowe usługi dokupisz w sklepie.',
  noLto: 'Nie masz umowy długoterminowej, którą można przedłużyć.',
  noProlongation: (duration: number) => `Nie mamy oferty przedłużenia Twojej umowy na ${months(duration)}.`,
  noBoxToRestore: 'Przywrócenie aktywacji dekodera jest dostępne dla klientów z umową na usługi telewizji.',
  orderPending: 'Masz niezakończone zamówienie. Anuluj je, aby przywrócić aktywację dekodera.',
  noFilmPartner: 'Pakiet „Filmy i seriale Premium” nie jest aktywny na Twoim koncie.',
  noStreaming: 'Serwis Strumień nie jest aktywny na Twoim koncie.',
} as const;

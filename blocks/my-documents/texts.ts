/** Polish texts of "My documents" and its documents modal, in one place. */
export const texts = {
  heading: 'Twoje dokumenty',
  loading: 'Wczytujemy Twoje dokumenty…',
  failed: 'Nie udało się wczytać dokumentów.',
  retry: 'Spróbuj ponownie',
  none: 'Nie masz jeszcze żadnych dokumentów.',
  groups: {
    customer: 'Twoje umowy i aneksy',
    offer: 'Dokumenty Twoich usług',
    general: 'Dokumenty ogólne',
  },
  status: (status: string) => (status === 'ACTIVE' ? 'obowiązuje' : status === 'INACTIVE' ? 'nie obowiązuje' : status),
  download: 'Pobierz',
  noFile: 'Plik niedostępny',
  details: 'Szczegóły',
  /** The accessible name of a document's button or link, naming the document. */
  on: (action: string, title: string) => `${action}: ${title}`,
  modal: {
    status: 'Status',
    kind: 'Rodzaj',
    services: 'Dotyczy usług',
  },
  kinds: {
    customer: 'dokument Twojej umowy',
    offer: 'dokument usługi',
    general: 'dokument ogólny',
  },
} as const;

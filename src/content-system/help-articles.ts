import type { RawEntry } from './seed-reader.ts';

/**
 * Synthesises help articles (template help-article) for the build-throughput
 * bench: realistic Polish rich-text bodies, deterministic for a given number,
 * so a large site can be built without committing thousands of seed files.
 */

type Topic = { category: string; title: string; keyphrase: string; intro: string; steps: string[]; tip: string };

const topics: Topic[] = [
  {
    category: 'konto-i-logowanie',
    title: 'Jak zmienić hasło do konta',
    keyphrase: 'zmiana hasła nowe hasło logowanie',
    intro: 'Hasło do konta Telewizji Horyzont zmienisz samodzielnie w kilka minut. Nowe hasło obowiązuje od razu na wszystkich urządzeniach.',
    steps: [
      'Zaloguj się na stronie i otwórz menu „Moje konto”.',
      'Wybierz „Dane logowania”, a potem „Zmień hasło”.',
      'Wpisz obecne hasło i dwa razy nowe – co najmniej 8 znaków, w tym cyfrę.',
      'Zatwierdź przyciskiem „Zapisz”.',
    ],
    tip: 'Jeśli nie pamiętasz obecnego hasła, skorzystaj z opcji „Nie pamiętam hasła” na stronie logowania.',
  },
  {
    category: 'platnosci',
    title: 'Jak dodać kartę płatniczą',
    keyphrase: 'dodanie karty płatność kartą karta płatnicza',
    intro:
      'Karta płatnicza pozwala opłacać pakiety automatycznie co miesiąc. Dane karty przechowuje operator płatności, nie zapisujemy ich w serwisie.',
    steps: [
      'Przejdź do „Moje konto” › „Moje płatności”.',
      'Kliknij „Dodaj metodę płatności” i wybierz kartę.',
      'Podaj numer karty, datę ważności i kod CVC w oknie operatora płatności.',
      'Potwierdź autoryzację w aplikacji swojego banku.',
    ],
    tip: 'Na czas weryfikacji bank może zablokować na karcie symboliczną kwotę 1 zł, która wróci na konto w ciągu kilku dni.',
  },
  {
    category: 'ogladanie-online',
    title: 'Jak oglądać na telewizorze z aplikacją',
    keyphrase: 'aplikacja na telewizor smart tv oglądanie',
    intro: 'Aplikację Telewizji Horyzont zainstalujesz na większości telewizorów Smart TV wyprodukowanych po 2019 roku.',
    steps: [
      'Otwórz sklep z aplikacjami w telewizorze i wyszukaj „Horyzont”.',
      'Zainstaluj aplikację i uruchom ją.',
      'Na ekranie pojawi się kod – wpisz go na stronie /aktywuj-tv na telefonie lub komputerze.',
      'Po chwili telewizor zaloguje się automatycznie.',
    ],
    tip: 'Na jednym koncie możesz jednocześnie oglądać na dwóch urządzeniach; listę urządzeń znajdziesz w „Moje konto”.',
  },
  {
    category: 'dekodery',
    title: 'Jak aktywować dekoder',
    keyphrase: 'aktywacja dekodera numer karty dekodera',
    intro: 'Nowy dekoder trzeba aktywować, zanim zacznie odbierać kanały z Twojego pakietu. Aktywacja trwa zwykle do 15 minut.',
    steps: [
      'Podłącz dekoder do telewizora i anteny, a potem włącz zasilanie.',
      'Zapisz numer karty widoczny na ekranie lub na naklejce pod dekoderem.',
      'Wejdź w „Moje konto” › „Aktywacja dekodera” i podaj numer karty.',
      'Nie wyłączaj dekodera, dopóki nie pojawi się obraz.',
    ],
    tip: 'Jeśli po 30 minutach nadal widzisz komunikat o braku uprawnień, uruchom dekoder ponownie, odłączając go na 10 sekund od prądu.',
  },
  {
    category: 'pakiety-i-uslugi',
    title: 'Jak dodać pakiet do zamówienia',
    keyphrase: 'dodanie pakietu pakiet dodatkowy zamówienie',
    intro: 'Pakiety dodatkowe możesz włączyć w dowolnym momencie. Opłatę za niepełny miesiąc naliczymy proporcjonalnie.',
    steps: [
      'Otwórz „Moje usługi” i wybierz „Dodaj usługę”.',
      'Zaznacz pakiety, które chcesz dodać, i sprawdź cenę w podsumowaniu.',
      'Zaakceptuj regulamin oferty.',
      'Kliknij „Zamawiam i płacę”.',
    ],
    tip: 'Pakiety z okresem promocyjnym wyróżniamy etykietą; po jego zakończeniu obowiązuje cena z cennika.',
  },
  {
    category: 'umowy-i-dokumenty',
    title: 'Gdzie znajdę swoją umowę',
    keyphrase: 'umowa aneks moje dokumenty',
    intro: 'Wszystkie dokumenty związane z Twoimi usługami – umowy, aneksy i regulaminy – są dostępne w serwisie przez cały czas trwania umowy.',
    steps: ['Zaloguj się i otwórz „Moje konto”.', 'Wybierz zakładkę „Moje dokumenty”.', 'Kliknij nazwę dokumentu, aby pobrać plik PDF.'],
    tip: 'Regulaminy promocji, które już się zakończyły, znajdziesz w archiwum na stronie Dokumenty.',
  },
];

const devices = ['telewizor', 'smartfon', 'tablet', 'komputer', 'dekoder', 'konsola'];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Extra help article number n (1-based), as a page entry of the seed format. */
export function helpArticle(n: number, categoryIds: readonly string[]): RawEntry {
  const topic = topics[(n - 1) % topics.length]!;
  const device = devices[Math.floor((n - 1) / topics.length) % devices.length]!;
  const title = `${topic.title} – ${device} (artykuł ${n})`;
  const category = categoryIds.includes(topic.category) ? topic.category : categoryIds[(n - 1) % Math.max(categoryIds.length, 1)];
  const html =
    `<p>${escapeHtml(topic.intro)}</p>` +
    `<p>Poniższa instrukcja dotyczy urządzenia typu <strong>${device}</strong>.</p>` +
    `<h3>Krok po kroku</h3><ol>${topic.steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>` +
    `<p><em>Wskazówka:</em> ${escapeHtml(topic.tip)}</p>` +
    `<p>Nadal potrzebujesz pomocy? <a href="/pomoc">Wróć do centrum pomocy</a> albo zadzwoń na infolinię.</p>`;
  return {
    id: `help-article-${n}`,
    path: `/pomoc/artykuly/artykul-${n}`,
    slug: `artykul-${n}`,
    title,
    metaDesc: topic.intro.split('. ')[0]!.replace(/\.$/, '') + '.',
    keyphrase: `${topic.keyphrase} ${device}`,
    template: 'help-article',
    supportCategories: category ? [category] : [],
    regions: {
      main: [{ id: `artykul-${n}-tresc`, type: 'rich-text', props: { heading: title, html, width: 'narrow' } }],
    },
  };
}

export const helpArticles = (count: number, categoryIds: readonly string[]): RawEntry[] =>
  Array.from({ length: count }, (_, i) => helpArticle(i + 1, categoryIds));

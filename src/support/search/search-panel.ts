import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';
import { supportTexts } from '../texts.ts';
import { highlightParts } from './highlight.ts';
import { SEARCH_RESULTS_PATH as RESULTS_PAGE } from './results-query.ts';

const t = supportTexts.search;
const DEBOUNCE_MS = 150;
const MIN_QUERY = 2;
const SUGGESTIONS = 6;

/**
 * The header's search field (WAI-ARIA combobox with a listbox of
 * suggestions): suggestions as the visitor types (debounced, the latest
 * request only), arrows move through them, Enter opens one or the results
 * page, Escape closes the list and then the panel; the count is announced.
 * Loaded on first use, so pages carry none of it at start.
 */
export function openSearchPanel(trigger: HTMLElement | null): void {
  const panel = document.getElementById('search-panel') ?? createPanel();
  panel.hidden = false;
  if (trigger) returnFocusTo = trigger;
  panel.querySelector('input')!.focus();
}

let returnFocusTo: HTMLElement | null = null;

function createPanel(): HTMLElement {
  const panel = element('div', { id: 'search-panel', class: 'search-panel' });
  panel.innerHTML = `<form class="search-panel__form container" role="search" action="${RESULTS_PAGE}" method="get">
  <label class="visually-hidden" for="search-panel-input"></label>
  <div class="search-panel__field">
    <input id="search-panel-input" class="search-panel__input" type="search" name="q" autocomplete="off" spellcheck="false" maxlength="200"
      role="combobox" aria-expanded="false" aria-controls="search-panel-list" aria-autocomplete="list">
    <ul id="search-panel-list" class="search-panel__list" role="listbox" hidden></ul>
  </div>
  <button type="submit" class="button"></button>
  <button type="button" class="search-panel__close" data-search-close></button>
  <p class="visually-hidden" role="status" aria-live="polite" aria-atomic="true"></p>
</form>`;
  const form = panel.querySelector('form')!;
  const input = form.querySelector('input')!;
  const list = form.querySelector('ul')!;
  const status = form.querySelector('[role="status"]')!;
  form.querySelector('label')!.textContent = t.label;
  input.placeholder = t.placeholder;
  list.setAttribute('aria-label', t.suggestions);
  form.querySelector('button[type="submit"]')!.textContent = t.submit;
  const close = form.querySelector<HTMLButtonElement>('[data-search-close]')!;
  close.setAttribute('aria-label', t.close);
  close.textContent = '×';

  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let active = -1;

  const options = () => [...list.querySelectorAll<HTMLElement>('[role="option"]')];
  const showList = (open: boolean) => {
    list.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (!open) select(-1);
  };
  const select = (index: number) => {
    const all = options();
    active = index;
    all.forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    if (index >= 0) {
      input.setAttribute('aria-activedescendant', all[index]!.id);
      all[index]!.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const hidePanel = () => {
    showList(false);
    panel.hidden = true;
    returnFocusTo?.focus();
  };

  const suggest = async (query: string) => {
    inFlight?.abort();
    if (query.length < MIN_QUERY) {
      showList(false);
      status.textContent = '';
      return;
    }
    const request = (inFlight = new AbortController());
    try {
      const answer = await callOperation(calls.search.search, { query: { query, size: SUGGESTIONS } }, { alert: false, signal: request.signal });
      if (request.signal.aborted) return;
      renderSuggestions(list, answer.hits.hits, query, answer.hits.total.value);
      showList(answer.hits.hits.length > 0);
      status.textContent = answer.hits.hits.length ? t.found(answer.hits.hits.length) : t.none(query);
    } catch {
      if (request.signal.aborted) return;
      showList(false);
      status.textContent = t.failed;
    }
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void suggest(input.value.trim()), DEBOUNCE_MS);
  });
  input.addEventListener('keydown', (event) => {
    const count = options().length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      showList(true);
      // From the field (-1) through the options and back to the field.
      const next = active + (event.key === 'ArrowDown' ? 1 : -1);
      select(next >= count ? -1 : next < -1 ? count - 1 : next);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      location.assign(options()[active]!.dataset.href!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (!list.hidden) showList(false);
      else hidePanel();
    }
  });
  form.addEventListener('submit', (event) => {
    if (!input.value.trim()) event.preventDefault();
  });
  close.addEventListener('click', hidePanel);
  list.addEventListener('click', (event) => {
    const chosen = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (chosen) location.assign(chosen.dataset.href!);
  });
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && event.target !== input) hidePanel();
  });

  const header = document.querySelector('.site-header') ?? document.body;
  header.append(panel);
  return panel;
}

type Hit = { _source: { title: string; metaDesc: string; uri: string }; highlight?: { title?: string[]; metaDesc?: string[] } };

function renderSuggestions(list: HTMLElement, hits: readonly Hit[], query: string, total: number): void {
  // Options hold text only (a link inside an option would be a control nested in a control): choosing one follows its address.
  const option = (index: number, href: string, className: string) =>
    element('li', { id: `search-panel-option-${index}`, role: 'option', 'aria-selected': 'false', 'data-href': href, class: className });
  const items = hits.map((hit, index) => {
    const item = option(index, hit._source.uri, 'search-panel__option');
    item.append(marked('span', hit.highlight?.title?.[0] ?? hit._source.title, 'search-panel__title'));
    if (hit._source.metaDesc) item.append(marked('span', hit.highlight?.metaDesc?.[0] ?? hit._source.metaDesc, 'search-panel__desc'));
    return item;
  });
  const all = option(hits.length, `${RESULTS_PAGE}?q=${encodeURIComponent(query)}`, 'search-panel__option search-panel__all');
  all.textContent = t.all(total);
  list.replaceChildren(...items, ...(hits.length ? [all] : []));
}

/** Highlighted text as text nodes and <mark> elements only. */
function marked(tag: string, highlight: string, className: string): HTMLElement {
  const host = element(tag, { class: className });
  for (const part of highlightParts(highlight)) {
    if (!part.mark) host.append(part.text);
    else host.append(Object.assign(document.createElement('mark'), { textContent: part.text }));
  }
  return host;
}

function element(tag: string, attributes: Record<string, string>): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/**
 * Support behaviours whose code loads on first use, so help and content pages
 * carry only this listener at start: the search panel (the header's „Szukaj”
 * or the / key), the support dialogs (an element with data-support-modal) and
 * the article rating (data-article-rating). Each trigger is a link or form
 * that also works without JavaScript; with it, the click is taken over here.
 */
export function startOnDemand(): void {
  for (const widget of document.querySelectorAll<HTMLElement>('[data-article-rating]')) widget.hidden = false;
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const search = target?.closest('[data-menu-id="SEARCH"]');
    const modal = target?.closest<HTMLElement>('[data-support-modal]');
    const rating = target?.closest<HTMLButtonElement>('[data-article-rating] button[data-helpful]');
    if (search) {
      event.preventDefault();
      void openSearch(search as HTMLElement);
    } else if (modal) {
      event.preventDefault();
      void import('../../support/modals/open-support-modal.ts').then(({ openSupportModal }) => openSupportModal(modal));
    } else if (rating) {
      void import('../../support/rating/rate-article.ts').then(({ rateArticle }) => rateArticle(rating));
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target)) return;
    event.preventDefault();
    void openSearch(null);
  });
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const openSearch = (trigger: HTMLElement | null) => import('../../support/search/search-panel.ts').then(({ openSearchPanel }) => openSearchPanel(trigger));

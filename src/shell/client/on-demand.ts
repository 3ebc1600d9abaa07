/**
 * Support behaviours whose code loads on first use, so help and content pages
 * carry only these listeners at start: the search panel (the header's
 * „Szukaj” or the / key), the support dialogs (an element with
 * data-support-modal), the article rating (data-article-rating), the form
 * blocks' enhancement and the shop finder's „Najbliżej mnie” (a button with
 * data-near-me). Each trigger is a link or a form that also works without
 * JavaScript, or is hidden without it; with it, the action is taken over here.
 */
export function startOnDemand(): void {
  for (const widget of document.querySelectorAll<HTMLElement>('[data-article-rating]')) widget.hidden = false;
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const search = target?.closest('[data-menu-id="SEARCH"]');
    const modal = target?.closest<HTMLElement>('[data-support-modal]');
    const rating = target?.closest<HTMLButtonElement>('[data-article-rating] button[data-helpful]');
    const nearMe = target?.closest<HTMLButtonElement>('button[data-near-me]');
    if (search) {
      event.preventDefault();
      void openSearch(search as HTMLElement);
    } else if (modal) {
      event.preventDefault();
      void import('#support/modals/open-support-modal.ts').then(({ openSupportModal }) => openSupportModal(modal));
    } else if (rating) {
      void import('#support/rating/rate-article.ts').then(({ rateArticle }) => rateArticle(rating));
    } else if (nearMe) {
      // Not destructured, so the bundler keeps the plain import() instead of wrapping it: fewer bytes in every page's shell.
      void import('#shop-finder/client/near-me.ts').then((module) => module.sortByDistance(nearMe));
    }
  });
  // A form block posts as plain HTML until its enhancement (JSON, errors in place) has loaded, at the first focus in it.
  document.addEventListener('focusin', (event) => {
    const form = event.target instanceof Element ? event.target.closest<HTMLFormElement>('form[data-form-kind]') : null;
    if (form && !form.dataset.enhanced) void import('#forms/view/enhance.ts').then(({ enhanceForms }) => enhanceForms(form.parentElement ?? form));
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target)) return;
    event.preventDefault();
    void openSearch(null);
  });
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const openSearch = (trigger: HTMLElement | null) => import('#support/search/search-panel.ts').then(({ openSearchPanel }) => openSearchPanel(trigger));

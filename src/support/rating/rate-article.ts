import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';
import { ensureXsrfToken } from '#api-client/visitor-xsrf.ts';
import { supportTexts } from '../texts.ts';

const t = supportTexts.rating;

/**
 * A vote on the article (article/rate: one per visitor and article, a later
 * one replaces it), then the optional comment, sent with the same answer.
 * Refusals show the server's words in place; the buttons come back for a retry.
 */
export async function rateArticle(button: HTMLButtonElement): Promise<void> {
  const widget = button.closest<HTMLElement>('[data-article-rating]');
  if (!widget || widget.dataset.busy) return;
  const uri = widget.dataset.uri ?? location.pathname;
  const helpful = button.dataset.helpful === 'true';
  const answers = widget.querySelector<HTMLElement>('[data-rating-answers]')!;
  const status = widget.querySelector<HTMLElement>('[data-rating-status]')!;
  const comment = widget.querySelector<HTMLFormElement>('[data-rating-comment]')!;

  const voted = await send(widget, status, t.sending, { uri, helpful });
  if (!voted) return;
  answers.hidden = true;
  status.textContent = `${t.thanks} ${t.totals(voted.helpful, voted.helpful + voted.notHelpful)}`;
  comment.hidden = false;
  comment.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = comment.querySelector('textarea')!;
    const error = comment.querySelector<HTMLElement>('[data-rating-error]')!;
    const value = text.value.trim();
    text.setAttribute('aria-invalid', String(!value));
    error.textContent = value ? '' : t.commentEmpty;
    if (!value) return text.focus();
    void send(widget, error, '', { uri, helpful, comment: value }).then((sent) => {
      if (!sent) return text.setAttribute('aria-invalid', 'true');
      comment.hidden = true;
      status.textContent = t.commentThanks;
    });
  });
}

type Vote = { uri: string; helpful: boolean; comment?: string };

/** One request at a time per widget; a refusal's text goes to `out`. */
async function send(widget: HTMLElement, out: HTMLElement, pending: string, body: Vote) {
  widget.dataset.busy = '1';
  widget.setAttribute('aria-busy', 'true');
  out.textContent = pending;
  try {
    await ensureXsrfToken();
    const totals = await callOperation(calls.account.articleRate, { body }, { alert: false });
    out.textContent = '';
    return totals;
  } catch (error) {
    out.textContent = (error as Error).message;
    return null;
  } finally {
    delete widget.dataset.busy;
    widget.removeAttribute('aria-busy');
  }
}

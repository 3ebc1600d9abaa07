/** Spec 3 "persisted locally": the current event (key EVENT_ID) and its article code. */
export const EVENT_ID_KEY = 'EVENT_ID';
export const EVENT_ARTICLE_KEY = 'EVENT_ARTICLE_CODE';

export function rememberEvent(event: { id: string; articleCode: string }): void {
  try {
    localStorage.setItem(EVENT_ID_KEY, event.id);
    localStorage.setItem(EVENT_ARTICLE_KEY, event.articleCode);
  } catch {
    // Storage blocked: the purchase goes on without the reminder.
  }
}

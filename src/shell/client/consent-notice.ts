const STORAGE_KEY = 'portal:cookie-consent';
export const CONSENT_HIDDEN_EVENT = 'portal:consent-hidden';

/** The cookie notice shows until answered; hiding it releases the anchor scroll. */
export function startConsentNotice(): void {
  const notice = document.querySelector<HTMLElement>('[data-consent-notice]');
  if (!notice) return;
  let answered = false;
  try {
    answered = localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    // Storage may be blocked; the notice then shows on every page.
  }
  if (answered) return;
  notice.hidden = false;
  notice.addEventListener('click', (event) => {
    const choice = (event.target as HTMLElement).closest<HTMLElement>('[data-consent]')?.dataset.consent;
    if (!choice) return;
    try {
      localStorage.setItem(STORAGE_KEY, choice);
    } catch {
      // Not persisted; the choice still holds for this page.
    }
    notice.hidden = true;
    document.dispatchEvent(new CustomEvent(CONSENT_HIDDEN_EVENT));
  });
}

export const consentNoticeVisible = (): boolean => document.querySelector<HTMLElement>('[data-consent-notice]')?.hidden === false;

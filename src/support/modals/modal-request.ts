import { CALL_VARIANTS, type CallVariant } from '#forms/call-slots.ts';

/**
 * The support dialogs (spec 2: hotline, e-mail, book a call and its
 * prepaid-category variant, lead with the offer's title, OTT slide lead,
 * corporate management, legals, decoders, service unavailable) and what each
 * needs, read from the element that opens it (data-support-modal and its
 * data attributes), so a static block opens one with no script of its own.
 */
export type ModalRequest =
  | { name: 'hotline'; number: string; hours: string | undefined; note: string | undefined }
  | { name: 'email' }
  | { name: 'book-a-call'; variant: CallVariant }
  | { name: 'lead' | 'ott-lead'; offerTitle: string }
  | { name: 'corporate' }
  | { name: 'legals' | 'decoders' | 'service-unavailable'; title: string | undefined; html: string };

const CONTENT_MODALS = ['legals', 'decoders', 'service-unavailable'] as const;

/** The request an element makes, or null when its data does not name a dialog it can open. */
export function readModalRequest(element: HTMLElement): ModalRequest | null {
  const data = element.dataset;
  const name = data.supportModal;
  switch (name) {
    case 'hotline':
      return data.hotlineNumber ? { name, number: data.hotlineNumber, hours: data.hotlineHours, note: data.hotlineNote } : null;
    case 'email':
    case 'corporate':
      return { name };
    case 'book-a-call': {
      const variant = (CALL_VARIANTS as readonly string[]).includes(data.variant ?? '') ? (data.variant as CallVariant) : 'standard';
      return { name, variant };
    }
    case 'lead':
    case 'ott-lead':
      return data.offerTitle ? { name, offerTitle: data.offerTitle } : null;
    default: {
      const content = CONTENT_MODALS.find((candidate) => candidate === name);
      // The text the page holds (sanitised at build), shown in the dialog as it is on the page.
      const source = data.modalContent ? document.getElementById(data.modalContent) : null;
      if (!content || !source) return null;
      return { name: content, title: data.modalTitle, html: source.innerHTML };
    }
  }
}

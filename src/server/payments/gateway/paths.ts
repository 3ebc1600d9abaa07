/** Where the embedded payment-gateway simulator serves its pages (outside the API and Astro). */
export const GATEWAY_PREFIX = '/bramka-platnicza';

/** The page of one transaction: what the portal opens in a new window. */
export const transactionPagePath = (transactionId: string): string => `${GATEWAY_PREFIX}/transakcja/${encodeURIComponent(transactionId)}`;

export const STYLESHEET_PATH = `${GATEWAY_PREFIX}/bramka.css`;

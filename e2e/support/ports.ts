/**
 * Where the browser tests' servers listen: the built portal, the mock-mode dev
 * server and the automation webhook's stand-in. `E2E_PORT` moves them all
 * (the other two follow it unless set), so several runs can share a machine.
 */
export const PORTAL_PORT = Number(process.env.E2E_PORT ?? 4399);
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? PORTAL_PORT - 1);
export const WEBHOOK_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? PORTAL_PORT - 2);

export const WEBHOOK_URL = `http://127.0.0.1:${WEBHOOK_PORT}`;
/** The receiver's signing secret, configured on both sides (Standard Webhooks: whsec_ and the key's base64). */
export const WEBHOOK_SECRET = `whsec_${Buffer.from('portal-e2e-webhook-receiver-key!').toString('base64')}`;

import { expect, type APIRequestContext } from '@playwright/test';
import { WEBHOOK_URL } from './ports.ts';

/** A form as the automation webhook received it (Standard Webhooks body of src/server/forms/webhook.ts). */
export type ReceivedForm = { id: string; times: number; body: { type: string; id: string; page: string | null; data: Record<string, unknown> } };

/**
 * Waits until the webhook's stand-in (webhook-receiver.ts) holds exactly one
 * form whose fields contain `text`, delivered with a valid signature, and
 * answers it. The portal's delivery worker looks for jobs every 2 s.
 */
export async function expectDelivered(request: APIRequestContext, text: string): Promise<ReceivedForm> {
  const matching = async () => {
    const all = (await (await request.get(`${WEBHOOK_URL}/deliveries`)).json()) as ReceivedForm[];
    return all.filter((form) => JSON.stringify(form.body.data).includes(text));
  };
  await expect.poll(async () => (await matching()).length, { timeout: 20_000 }).toBe(1);
  const [form] = await matching();
  return form!;
}

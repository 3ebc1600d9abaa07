import Fastify, { type FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import type { Deploys } from './deploys.ts';

/**
 * The deploy runner's HTTP side: the CMS's publish hook, signed the
 * Standard Webhooks way (https://www.standardwebhooks.com) with the secret
 * both share, and the list of deploys the admin shows. An unsigned,
 * forged or stale hook (over five minutes old) is refused and changes
 * nothing; one already taken (the same webhook-id) is acknowledged again
 * and changes nothing.
 */

export const HOOK_PATH = '/hooks/publish';
export const DEPLOYS_PATH = '/deploys';

const publishEventSchema = z.strictObject({
  collection: z.string().min(1).max(64),
  id: z.string().min(1).max(128),
  path: z.string().max(2048).nullable(),
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export async function deployRunner(deploys: Deploys, secret: string): Promise<FastifyInstance> {
  const webhook = new Webhook(secret);
  const app = Fastify({ bodyLimit: 16 * 1024 });
  // The signature covers the body as sent: kept as text, parsed once verified.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(HOOK_PATH, async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    try {
      webhook.verify(body, request.headers as Record<string, string>);
    } catch {
      return reply.code(401).send({ error: 'Niepodpisane, sfałszowane albo przeterminowane powiadomienie o publikacji' });
    }
    const event = publishEventSchema.safeParse(parseJson(body));
    if (!event.success) return reply.code(400).send({ error: 'Powiadomienie o publikacji bez kolekcji, identyfikatora lub ścieżki' });
    const deploy = await deploys.publish(String(request.headers['webhook-id']), event.data);
    // A replay is acknowledged (the sender stops retrying) and changes nothing.
    return deploy ? reply.code(202).send({ deploy: deploy.id }) : reply.code(200).send({ deploy: null, replay: true });
  });

  app.get(DEPLOYS_PATH, async () => ({ deploys: deploys.list() }));
  return app;
}

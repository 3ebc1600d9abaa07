import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_PORT, WEBHOOK_SECRET } from './ports.ts';

/**
 * The automation webhook as the browser tests meet it: the built portal
 * delivers every stored form here (FORMS_WEBHOOK_URL). Each delivery's
 * signature is checked as a receiver would check it (the standardwebhooks
 * package); a delivery whose signature fails is refused with 401, so the
 * portal would retry it and the tests never see it. GET /deliveries lists
 * what arrived, one entry per webhook-id with how many times it came.
 */

type Delivery = { id: string; body: unknown; times: number };

const webhook = new Webhook(WEBHOOK_SECRET);
const deliveries = new Map<string, Delivery>();

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify([...deliveries.values()]));
      return;
    }
    const body = Buffer.concat(chunks).toString('utf8');
    try {
      webhook.verify(body, request.headers as Record<string, string>);
    } catch {
      response.writeHead(401).end();
      return;
    }
    const id = String(request.headers['webhook-id']);
    const seen = deliveries.get(id);
    deliveries.set(id, { id, body: JSON.parse(body), times: (seen?.times ?? 0) + 1 });
    response.writeHead(204).end();
  });
});

server.listen(WEBHOOK_PORT, '127.0.0.1');

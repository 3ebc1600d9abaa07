import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createElement as h, Fragment } from 'react';
import { renderDocument } from '../http/html-page/shell.ts';
import type { BackOfficeGuard } from '../http/staff-only.ts';
import { webhookHeaders } from '#security/standard-webhooks.ts';
import { webhookBody, type SubmissionRow } from './webhook.ts';

/**
 * The embedded inbox (no FORMS_WEBHOOK_URL): a back-office page for staff
 * (http/staff-only.ts), not linked from anywhere, showing the latest stored
 * forms as the webhook would receive them (headers and body) and their
 * delivery state. Served only while no webhook is configured; otherwise, and
 * to anyone but staff, it does not exist.
 */

export const INBOX_PATH = '/skrzynka-formularzy';

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a2e}article{border:1px solid #ccd;border-radius:6px;padding:1rem;margin:0 0 1rem}pre{white-space:pre-wrap;word-break:break-all;background:#f4f5f9;padding:.5rem}';

type Row = SubmissionRow & {
  attempts: number;
  last_error: string | null;
  delivered_at: Date | null;
  dead_at: Date | null;
  dead_reason: string | null;
};

function state(row: Row): string {
  if (row.delivered_at) return `Dostarczono ${row.delivered_at.toISOString()}`;
  if (row.dead_at) return `Nie dostarczono (porzucono ${row.dead_at.toISOString()}): ${row.dead_reason ?? ''}`;
  return row.attempts > 0
    ? `Czeka na ponowienie (prób: ${row.attempts}, ostatni błąd: ${row.last_error ?? '–'})`
    : 'Czeka: nie ustawiono FORMS_WEBHOOK_URL';
}

export const inboxRoutes: FastifyPluginAsync<{
  staffOnly: BackOfficeGuard;
  answerUnknown: (request: FastifyRequest, reply: FastifyReply) => void;
}> = async (app, { staffOnly, answerUnknown }) => {
  app.get(INBOX_PATH, { schema: { hide: true }, preHandler: staffOnly }, async (request, reply) => {
    const delivery = await app.portal.forms.delivery();
    if (delivery.url) {
      answerUnknown(request, reply);
      return reply;
    }
    const { rows } = await app.portal.db.query<Row>(
      `SELECT id, kind, payload, page, received_at, attempts, last_error, delivered_at, dead_at, dead_reason
         FROM form_submissions ORDER BY received_at DESC LIMIT 50`,
    );
    const now = app.portal.config.now();
    const items = rows.map((row) => {
      const body = webhookBody(row);
      const headers = webhookHeaders(delivery.secret, row.id, body, now);
      return h(
        'article',
        { key: row.id, 'data-submission': row.id },
        h('h2', null, `${row.kind} – ${row.received_at.toISOString()}`),
        h('p', { 'data-state': true }, state(row)),
        h('h3', null, 'Nagłówki'),
        h(
          'pre',
          null,
          Object.entries(headers)
            .map(([name, value]) => `${name}: ${value}`)
            .join('\n'),
        ),
        h('h3', null, 'Treść (JSON)'),
        h('pre', null, JSON.stringify(JSON.parse(body), null, 2)),
      );
    });
    const page = renderDocument({
      title: 'Skrzynka formularzy',
      style: { inline: STYLE },
      body: h(
        Fragment,
        null,
        h('h1', null, 'Skrzynka formularzy'),
        h('p', null, 'Bez FORMS_WEBHOOK_URL formularze nie są nigdzie wysyłane: tu widać, co otrzymałby webhook (ostatnie 50).'),
        items.length > 0 ? items : h('p', null, 'Brak formularzy.'),
      ),
    });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .send(page);
  });
};

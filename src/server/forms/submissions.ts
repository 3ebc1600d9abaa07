import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CALL_HOURS, slotPassed, type CallVariant } from '#forms/call-slots.ts';
import { formMessages } from '#forms/messages.ts';
import { HONEYPOT_FIELD, PAGE_FIELD, TOKEN_FIELD, splitPage, type FormKind } from '#forms/protocol.ts';
import { parsePhone } from '#domain/contact-details.ts';
import { CallError } from '../http/call-error.ts';
import { clientAddress } from '../http/client-address.ts';
import { consumeAll, type RateCheck } from '../rate-limit.ts';
import { limits } from '#api-contract/limits.ts';
import { verifyFormToken } from './token.ts';

/**
 * Accepting a form: spam is answered as if sent and kept nowhere; otherwise
 * the limits per address and per e-mail, then one transaction stores the
 * submission, its call booking (book a call) and its delivery job, and only
 * then is the visitor answered.
 */

export interface Accepted {
  id: string;
  receivedAt: string;
  booking?: { day: string; slot: string };
}

/** What every form body carries: its fields and the protocol's. */
type Body = Record<string, unknown> & { [TOKEN_FIELD]?: string; [HONEYPOT_FIELD]?: string; [PAGE_FIELD]?: string };

export async function acceptForm(app: FastifyInstance, request: FastifyRequest, kind: FormKind, body: Body): Promise<Accepted> {
  const { db, config, forms } = app.portal;
  const now = config.now();
  const { [TOKEN_FIELD]: token, [HONEYPOT_FIELD]: honeypot, [PAGE_FIELD]: page, ...values } = body;
  const booking = kind === 'book-a-call' ? { day: String(values.day), slot: String(values.slot) } : undefined;

  // Spam: the same answer as a stored form (nothing tells a bot what gave it away), nothing stored, nothing sent.
  const verdict = verifyFormToken(await forms.tokenKey(), token, kind, now);
  if ((honeypot ?? '') !== '' || verdict !== 'ok') {
    request.log.info({ kind, honeypot: (honeypot ?? '') !== '', token: verdict }, 'Form refused as spam (answered as sent)');
    return { id: randomUUID(), receivedAt: now.toISOString(), ...(booking ? { booking } : {}) };
  }

  const email = typeof values.email === 'string' && values.email !== '' ? values.email.toLowerCase() : null;
  const checks: RateCheck[] = [[limits.forms, clientAddress(request)]];
  if (email) checks.push([limits.formsPerEmail, email]);
  const allowed = await consumeAll(db, checks, now);
  if (!allowed) throw new CallError(429, formMessages.tooMany);

  const delivery = await forms.delivery();
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO form_submissions (id, kind, payload, page, email, client_address, received_at) VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)',
      [id, kind, JSON.stringify(values), page ? splitPage(page).path : null, email, clientAddress(request), now],
    );
    if (booking) {
      const variant = values.variant as CallVariant;
      if (slotPassed(booking.day, booking.slot, now)) throw new CallError(409, formMessages.slotPassed);
      // One booking at a time per slot, on every server process: the count and the insert cannot interleave.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`call-slot:${variant}:${booking.day}:${booking.slot}`]);
      const { rows } = await tx.query<{ taken: number }>(
        'SELECT count(*)::int AS taken FROM call_bookings WHERE variant = $1 AND day = $2 AND slot = $3',
        [variant, booking.day, booking.slot],
      );
      if ((rows[0]?.taken ?? 0) >= CALL_HOURS[variant].capacity) throw new CallError(409, formMessages.slotTaken);
      await tx.query(
        `INSERT INTO call_bookings (submission_id, variant, day, slot, phone, contact_name, topic, preferred_from, preferred_to)
         VALUES ($1, $2, $3::date, $4::text, $5, $6, $7, ($3::date + $8::time) AT TIME ZONE 'Europe/Warsaw', ($3::date + $8::time + interval '1 hour') AT TIME ZONE 'Europe/Warsaw')`,
        [id, variant, booking.day, booking.slot, parsePhone(String(values.phone)), values.name || null, String(values.topic), booking.slot],
      );
    }
    await delivery.enqueue(tx, id);
  });
  return { id, receivedAt: now.toISOString(), ...(booking ? { booking } : {}) };
}

import { SENT_MESSAGES_LIMIT } from '#api-contract/account.ts';
import type { Queryable } from '../db/index.ts';
import { CallError } from '../http/call-error.ts';
import { RequestValidationError } from '../http/validation.ts';
import { consumeAll } from '../rate-limit.ts';
import { limits } from '#api-contract/limits.ts';
import { accountMessages } from '#domain/account-messages.ts';

/** Messages from customers to customer service, under the subjects of the contact form. */

export async function messageSubjects(db: Queryable): Promise<{ code: string; label: string }[]> {
  const { rows } = await db.query<{ code: string; label: string }>('SELECT code, label FROM message_subjects WHERE active ORDER BY position, code');
  return rows;
}

export interface NewMessage {
  customerId: string;
  subjectCode: string;
  body: string;
  now: Date;
}

/** Stores the message; an unknown or retired subject is bad input (400), the eleventh message within an hour is refused (429). */
export async function sendCustomerMessage(db: Queryable, message: NewMessage): Promise<{ messageId: string; subjectCode: string; sentAt: string }> {
  const subject = await db.query('SELECT 1 FROM message_subjects WHERE code = $1 AND active', [message.subjectCode]);
  if (subject.rowCount === 0) throw new RequestValidationError(accountMessages.unknownSubject, []);
  // Counted on the database itself: attempts over the limit count too. Enough for a conversation, too few for a flood.
  if (!(await consumeAll(db, [[limits.customerMessages, message.customerId]], message.now)))
    throw new CallError(429, accountMessages.tooManyMessages);
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO messages (customer_id, subject_code, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id::text AS id',
    [message.customerId, message.subjectCode, message.body, message.now],
  );
  return { messageId: rows[0]!.id, subjectCode: message.subjectCode, sentAt: message.now.toISOString() };
}

export interface SentMessage {
  messageId: string;
  subjectCode: string;
  subjectLabel: string;
  body: string;
  sentAt: string;
}

/**
 * The customer's own messages, newest first (the number breaks a tie of the
 * same moment), at most the last SENT_MESSAGES_LIMIT. A subject retired since
 * keeps its label: subjects are never deleted (migration 0007).
 */
export async function sentMessages(db: Queryable, customerId: string): Promise<SentMessage[]> {
  const { rows } = await db.query<{ id: string; subject_code: string; label: string; body: string; created_at: Date }>(
    `SELECT m.id::text AS id, m.subject_code, s.label, m.body, m.created_at
       FROM messages m JOIN message_subjects s ON s.code = m.subject_code
      WHERE m.customer_id = $1
      ORDER BY m.created_at DESC, m.id DESC
      LIMIT $2`,
    [customerId, SENT_MESSAGES_LIMIT],
  );
  return rows.map((row) => ({
    messageId: row.id,
    subjectCode: row.subject_code,
    subjectLabel: row.label,
    body: row.body,
    sentAt: row.created_at.toISOString(),
  }));
}

import { PgBoss, type JobWithMetadata } from 'pg-boss';
import type { Database, Queryable } from '../db/index.ts';
import { storedSecret } from '../stored-secrets.ts';
import { newWebhookSecret, webhookHeaders } from '#security/standard-webhooks.ts';
import { webhookBody, type SubmissionRow } from './webhook.ts';

/**
 * Delivery of stored forms to the automation webhook: a pg-boss queue on the
 * portal's own database (PGlite or PostgreSQL). A submission's job is sent in
 * the submission's transaction, so a form is either stored with its job or
 * not at all; the job outlives restarts and a receiver that is down. Each
 * attempt POSTs the same body with the same webhook-id (the submission's id),
 * so the receiver de-duplicates; failures are retried with exponential
 * backoff for more than a day, then the submission is kept as dead with why.
 */

export const FORMS_QUEUE = 'form-delivery';

export interface DeliverySettings {
  /** FORMS_WEBHOOK_URL; without one, nothing is sent and submissions wait (see the inbox page). */
  url?: string;
  /** FORMS_WEBHOOK_SECRET (whsec_…); default: generated once and kept in the database. */
  secret?: string;
  /** One attempt's time limit. */
  timeoutMs: number;
  retryLimit: number;
  /** First retry delay (seconds); doubled each time up to retryDelayMaxSeconds. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds: number;
  /** pg-boss's schema. */
  schema: string;
}

/** 30 s, 1, 2, 4 … minutes up to an hour, then hourly: 32 retries span about 26 hours. */
export const DEFAULT_DELIVERY: DeliverySettings = {
  timeoutMs: 10_000,
  retryLimit: 32,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
  pollingIntervalSeconds: 2,
  schema: 'pgboss',
};

export async function storedWebhookSecret(db: Queryable): Promise<string> {
  return storedSecret(db, 'forms_webhook_secret', async () => newWebhookSecret());
}

export interface FormsDelivery {
  /** Sends the submission's job in the caller's transaction. */
  enqueue(tx: Queryable, submissionId: string): Promise<void>;
  readonly secret: string;
  readonly url: string | undefined;
  stop(): Promise<void>;
}

interface DeliveryJob {
  submissionId: string;
}

export async function startFormsDelivery(
  db: Database,
  settings: DeliverySettings,
  log: { warn: (o: object, m: string) => void; error: (o: object, m: string) => void },
): Promise<FormsDelivery> {
  const secret = settings.secret ?? (await storedWebhookSecret(db));
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.script(text, values) },
    backend: db.driver === 'pglite' ? 'pglite' : 'postgres',
    schema: settings.schema,
    // Cron and maintenance on the portal's one database: pg-boss coordinates them across processes.
    supervise: true,
    // A job whose process died mid-delivery (kill -9, a crash) is retried once it expires (expireInSeconds below).
    // Expiry runs in a supervision pass, and only for a queue whose last monitoring (stamped in the database, so
    // a restarted process inherits it) is monitorIntervalSeconds old: both every 10 s rather than pg-boss's 60,
    // so a restart delivers such a job within about 30 s, not two minutes.
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
    schedule: false,
  });
  boss.on('error', (error: Error) => log.error({ err: error }, 'Forms delivery queue failed'));
  await boss.start();
  await boss.createQueue(FORMS_QUEUE, {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: settings.retryDelayMaxSeconds,
    // One attempt's time limit and 10 s for its database writes; a slower attempt may be sent twice, which the
    // receiver de-duplicates by webhook-id.
    expireInSeconds: Math.ceil(settings.timeoutMs / 1000) + 10,
    // A job waits as long as delivery may take, and longer without a webhook configured.
    retentionSeconds: 30 * 24 * 3600,
    deleteAfterSeconds: 7 * 24 * 3600,
  });

  const attempt = async (job: JobWithMetadata<DeliveryJob>) => {
    const { rows } = await db.query<SubmissionRow & { delivered_at: Date | null }>(
      'SELECT id, kind, payload, page, received_at, delivered_at FROM form_submissions WHERE id = $1',
      [job.data.submissionId],
    );
    const row = rows[0];
    // Deleted, or delivered by an attempt whose completion was lost: nothing to send again.
    if (!row || row.delivered_at) return;
    const body = webhookBody(row);
    let failure: string | null = null;
    try {
      const response = await fetch(settings.url!, {
        method: 'POST',
        headers: webhookHeaders(secret, row.id, body, new Date()),
        body,
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'manual',
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.status < 200 || response.status >= 300) failure = `HTTP ${response.status}`;
    } catch (error) {
      const err = error as Error;
      failure =
        err.name === 'TimeoutError'
          ? `no answer within ${settings.timeoutMs} ms`
          : `${err.message}${err.cause ? `: ${(err.cause as Error).message ?? err.cause}` : ''}`;
    }
    const last = job.retryCount >= job.retryLimit;
    await db.query(
      `UPDATE form_submissions SET attempts = attempts + 1, last_attempt_at = now(), last_error = $2,
         delivered_at = CASE WHEN $2::text IS NULL THEN now() END,
         dead_at = CASE WHEN $2::text IS NOT NULL AND $3 THEN now() END,
         dead_reason = CASE WHEN $2::text IS NOT NULL AND $3 THEN $4 END
       WHERE id = $1`,
      [row.id, failure, last, failure ? `${job.retryCount + 1} attempts failed; the last: ${failure}` : null],
    );
    if (failure) {
      if (!last) log.warn({ submission: row.id, attempt: job.retryCount + 1, failure }, 'Form delivery failed; it will be retried');
      throw new Error(failure);
    }
  };

  if (settings.url) {
    await boss.work<DeliveryJob, void, { includeMetadata: true; pollingIntervalSeconds: number; batchSize: number }>(
      FORMS_QUEUE,
      { includeMetadata: true, pollingIntervalSeconds: settings.pollingIntervalSeconds, batchSize: 1 },
      async ([job]) => {
        if (job) await attempt(job);
      },
    );
  }

  return {
    secret,
    url: settings.url,
    async enqueue(tx, submissionId) {
      await boss.send(FORMS_QUEUE, { submissionId }, { db: { executeSql: (text, values) => tx.query(text, values ?? []) } });
    },
    async stop() {
      // Graceful: an attempt under way may finish; one cut short is retried after the restart (the receiver de-duplicates by id).
      // Bounded well inside the server's own shutdown limit (start.ts).
      await boss.stop({ graceful: true, close: false, timeout: Math.min(settings.timeoutMs + 1000, 5000) });
    },
  };
}

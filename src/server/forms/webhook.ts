/** A stored submission as the webhook receives it (JSON body). */
export interface SubmissionRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  page: string | null;
  received_at: Date;
}

export function webhookBody(row: SubmissionRow): string {
  return JSON.stringify({ type: `form.${row.kind}`, id: row.id, receivedAt: row.received_at.toISOString(), page: row.page, data: row.payload });
}

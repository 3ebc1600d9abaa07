-- Forms (issue 15): every submission is stored before the visitor is told it
-- was sent, then delivered to the automation webhook by the job queue
-- (pg-boss, in its own schema on the same database; the submission's job is
-- sent in the same transaction). The delivery state kept here is what the
-- inbox page shows: attempts, the last error, delivered or dead (with why).
CREATE TABLE form_submissions (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('contact', 'lead', 'ott-lead', 'lead-partner', 'corporate', 'book-a-call')),
  payload jsonb NOT NULL,
  page text,
  email text,
  client_address text,
  received_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  last_attempt_at timestamptz,
  last_error text,
  delivered_at timestamptz,
  dead_at timestamptz,
  dead_reason text
);

CREATE INDEX form_submissions_received_idx ON form_submissions (received_at DESC);

-- Book a call (the table of 0001, which nothing wrote until now): a booking
-- is made by its form's submission and takes a place in a slot of a variant's
-- day; the count per slot is checked against the variant's capacity under a
-- lock of the slot, in the submission's transaction (src/server/forms/submissions.ts).
ALTER TABLE call_bookings
  ADD COLUMN submission_id uuid UNIQUE REFERENCES form_submissions (id) ON DELETE CASCADE,
  ADD COLUMN variant text NOT NULL DEFAULT 'standard' CHECK (variant IN ('standard', 'prepaid')),
  ADD COLUMN day date,
  ADD COLUMN slot text CHECK (slot ~ '^[0-9]{2}:[0-9]{2}$');

CREATE INDEX call_bookings_slot_idx ON call_bookings (variant, day, slot);

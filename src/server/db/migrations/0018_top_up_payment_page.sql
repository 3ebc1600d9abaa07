-- A top-up's gateway page and until when it can be paid: a second payment-url
-- for the same session, card and package while the top-up is still pending
-- answers that same page instead of opening another transaction (a double
-- submit pays once). NULL for top-ups started before: they are not reused.
ALTER TABLE prepaid_top_ups
  ADD COLUMN payment_url text CHECK (char_length(payment_url) BETWEEN 1 AND 2000),
  ADD COLUMN payment_expires_at timestamptz;

-- The pending top-ups of a session's card are looked up on every payment-url.
CREATE INDEX prepaid_top_ups_session_card_idx ON prepaid_top_ups (session_id, card_number);

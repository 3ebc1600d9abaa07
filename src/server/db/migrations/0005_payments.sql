-- Payments: the embedded payment-gateway simulator's records (gateway_*),
-- which a real gateway would keep on its side, and the portal's own records
-- of the transactions it started, the consents given with them, and the
-- prepaid card service's packages, top-ups and demo cards.

-- The payment-gateway simulator (src/server/payments/gateway) -----------------
-- Another party: nothing here refers to the portal's tables. References to the
-- portal (merchant_reference, customer_reference) are opaque text.

-- A stored means of payment the gateway can charge without the customer: a
-- tokenised card, or a billing agreement with a mobile operator for a number.
CREATE TABLE gateway_instruments (
  token text PRIMARY KEY CHECK (token ~ '^[a-z]+[_-][A-Za-z0-9_-]{1,100}$'),
  kind text NOT NULL CHECK (kind IN ('CARD', 'OPERATOR')),
  customer_reference text,
  card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
  -- Last day the card is valid; null when unknown (not checked).
  card_expiry date,
  bank_supported boolean,
  msisdn text CHECK (msisdn ~ '^[0-9]{9}$'),
  operator_mop smallint CHECK (operator_mop IN (2, 6, 7)),
  -- The registration transaction that issued it.
  issued_by text,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'REVOKED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'CARD') = (card_last4 IS NOT NULL AND bank_supported IS NOT NULL)),
  CHECK ((kind = 'OPERATOR') = (msisdn IS NOT NULL AND operator_mop IS NOT NULL))
);

-- A PIN sent by SMS to confirm a number for operator billing. The simulator
-- keeps the PIN itself: it is the SMS the "telefon testowy" panel shows.
CREATE TABLE gateway_pin_challenges (
  id text PRIMARY KEY CHECK (id ~ '^pin_[A-Za-z0-9_-]{16,64}$'),
  customer_reference text,
  msisdn text NOT NULL CHECK (msisdn ~ '^[0-9]{9}$'),
  operator_mop smallint NOT NULL CHECK (operator_mop IN (2, 6, 7)),
  pin text NOT NULL CHECK (pin ~ '^[0-9]{4}$'),
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'VERIFIED', 'BLOCKED')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  CHECK (expires_at > created_at)
);

-- A payment or a registration of a means. PAGE: the customer completes it on
-- the gateway's page (and is sent back to success_url or failure_url);
-- DIRECT: charged at once through the merchant interface.
CREATE TABLE gateway_transactions (
  id text PRIMARY KEY CHECK (id ~ '^gt_[A-Za-z0-9_-]{16,64}$'),
  kind text NOT NULL CHECK (kind IN ('CARD', 'OPERATOR', 'INSTANT_CODE')),
  purpose text NOT NULL CHECK (purpose IN ('PAYMENT', 'REGISTRATION')),
  channel text NOT NULL CHECK (channel IN ('PAGE', 'DIRECT')),
  amount numeric(10, 2) NOT NULL CHECK (amount >= 0),
  currency char(3) NOT NULL DEFAULT 'PLN' CHECK (currency ~ '^[A-Z]{3}$'),
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 200),
  merchant_reference text NOT NULL CHECK (char_length(merchant_reference) BETWEEN 1 AND 100),
  customer_reference text,
  challenge_id text REFERENCES gateway_pin_challenges (id),
  instrument_token text REFERENCES gateway_instruments (token),
  success_url text,
  failure_url text,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
  failure_reason text CHECK (failure_reason ~ '^[A-Z_]+$'),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  -- Delivery of the signed notification to the portal (PAGE transactions).
  notified_at timestamptz,
  notify_attempts integer NOT NULL DEFAULT 0 CHECK (notify_attempts >= 0),
  CHECK ((status = 'FAILED') = (failure_reason IS NOT NULL)),
  CHECK ((status = 'PENDING') = (completed_at IS NULL)),
  CHECK (channel = 'DIRECT' OR (success_url IS NOT NULL AND failure_url IS NOT NULL)),
  CHECK (kind <> 'OPERATOR' OR channel = 'DIRECT' OR challenge_id IS NOT NULL)
);
CREATE INDEX gateway_transactions_challenge_idx ON gateway_transactions (challenge_id) WHERE challenge_id IS NOT NULL;

-- The demo customers' stored means (src/server/identity/demo-accounts.ts gives
-- them these references): klient.karta's card is charged, klient.lto's card is
-- from a bank the gateway does not support (finalize answers 712).
INSERT INTO gateway_instruments (token, kind, card_last4, bank_supported) VALUES
  ('demo-hor-demo-007-1', 'CARD', '4242', true),
  ('demo-hor-demo-006-1', 'CARD', '1881', false);
INSERT INTO gateway_instruments (token, kind, msisdn, operator_mop) VALUES
  ('demo-hor-demo-008-2', 'OPERATOR', '601000102', 2),
  ('demo-hor-demo-009-6', 'OPERATOR', '602000106', 6),
  ('demo-hor-demo-010-7', 'OPERATOR', '603000107', 7);

-- The portal's side --------------------------------------------------------------

-- Prepaid card packages: a top-up extends a card by its months.
CREATE TABLE prepaid_packages (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z][A-Z0-9_]*$'),
  name text NOT NULL CHECK (name <> ''),
  months integer NOT NULL CHECK (months BETWEEN 1 AND 24),
  price numeric(10, 2) NOT NULL CHECK (price > 0),
  position integer NOT NULL UNIQUE
);
INSERT INTO prepaid_packages (code, name, months, price, position) VALUES
  ('TNK_1M', 'Doładowanie na 1 miesiąc', 1, 34.99, 1),
  ('TNK_3M', 'Doładowanie na 3 miesiące', 3, 99.99, 2),
  ('TNK_12M', 'Doładowanie na 12 miesięcy', 12, 359.00, 3);

-- Demo cards (12 digits, as the card-status page describes them).
INSERT INTO prepaid_cards (card_number, status, max_product_end_date) VALUES
  ('100000000018', 'ACTIVE', CURRENT_DATE + 30),
  ('100000000026', 'ACTIVE', CURRENT_DATE - 10),
  ('100000000034', 'INACTIVE', NULL),
  ('100000000042', 'BLOCKED', CURRENT_DATE + 90);

CREATE TABLE prepaid_top_ups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  card_number text NOT NULL REFERENCES prepaid_cards (card_number) ON DELETE CASCADE,
  package_code text NOT NULL REFERENCES prepaid_packages (code),
  amount numeric(10, 2) NOT NULL CHECK (amount > 0),
  -- Only the session that ordered the top-up reads its status.
  session_id text REFERENCES sessions (id) ON DELETE SET NULL ON UPDATE CASCADE,
  -- The card's last valid day before and after the top-up (after: once paid).
  valid_until_before date,
  valid_until_after date,
  created_at timestamptz NOT NULL
);
CREATE INDEX prepaid_top_ups_card_idx ON prepaid_top_ups (card_number);

-- Every gateway transaction the portal started and is waiting to hear about:
-- the signed notification (or a status query) settles it exactly once.
CREATE TABLE payment_transactions (
  gateway_transaction_id text PRIMARY KEY CHECK (char_length(gateway_transaction_id) BETWEEN 1 AND 100),
  -- Order of creation (created_at comes from the service's clock and may repeat).
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  purpose text NOT NULL CHECK (purpose IN ('ADD_MEANS', 'ORDER', 'TOP_UP')),
  customer_id uuid REFERENCES customers (id) ON DELETE CASCADE,
  mop_id smallint NOT NULL CHECK (mop_id IN (1, 2, 6, 7, 8)),
  amount numeric(10, 2) NOT NULL CHECK (amount >= 0),
  payment_mean_id bigint REFERENCES payment_means (id) ON DELETE SET NULL,
  payment_id uuid REFERENCES payments (id) ON DELETE CASCADE,
  top_up_id uuid REFERENCES prepaid_top_ups (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
  failure_reason text CHECK (failure_reason ~ '^[A-Z_]+$'),
  created_at timestamptz NOT NULL,
  completed_at timestamptz,
  CHECK ((status = 'FAILED') = (failure_reason IS NOT NULL)),
  CHECK (purpose <> 'ORDER' OR (payment_id IS NOT NULL AND customer_id IS NOT NULL)),
  CHECK (purpose <> 'ADD_MEANS' OR customer_id IS NOT NULL),
  CHECK (purpose <> 'TOP_UP' OR top_up_id IS NOT NULL)
);
CREATE INDEX payment_transactions_customer_idx ON payment_transactions (customer_id, purpose, seq);
CREATE INDEX payment_transactions_mean_idx ON payment_transactions (payment_mean_id) WHERE payment_mean_id IS NOT NULL;

-- Consents given when adding a payment means (e.g. recurring card charges).
CREATE TABLE payment_mean_consents (
  payment_mean_id bigint NOT NULL REFERENCES payment_means (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z][A-Z0-9_]*$'),
  accepted_at timestamptz NOT NULL,
  PRIMARY KEY (payment_mean_id, code)
);

-- The summary consents accepted with an order (spec 5: all must be true).
CREATE TABLE order_summary_consents (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z][A-Z0-9_]*$'),
  accepted_at timestamptz NOT NULL,
  PRIMARY KEY (order_id, code)
);

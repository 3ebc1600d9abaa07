-- The customer API's schema (spec section 3). Standard PostgreSQL that runs
-- unchanged on PostgreSQL 15+ and on PGlite. Tables are created in the first
-- schema of search_path, never a hard-coded one.
--
-- Conventions: enums are CHECK constraints (adding a value is one ALTER, no
-- type migration); money is numeric(10,2); calendar days are date, instants
-- timestamptz; free-form per-record state is a jsonb object.
--
-- Deleting a customer (account deletion) removes everything they own. Session
-- ids are SHA-256 hex digests of the cookie token; a session is rotated by
-- updating its id, which ON UPDATE CASCADE carries to its carts and events.

-- Customers and what they hold --------------------------------------------

CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  oidc_subject text UNIQUE,
  login text NOT NULL CHECK (char_length(login) BETWEEN 3 AND 254),
  display_name text NOT NULL CHECK (char_length(display_name) BETWEEN 1 AND 200),
  prepaid_category text CHECK (prepaid_category IN ('NEWSALES', 'UPSELL')),
  account_active boolean NOT NULL DEFAULT true,
  customer_identifier text NOT NULL UNIQUE,
  msisdn text CHECK (msisdn ~ '^[0-9]{9,15}$'),
  numabo text CHECK (numabo ~ '^[0-9]{1,20}$'),
  numabont text CHECK (numabont ~ '^[0-9]{1,20}$'),
  account_balance numeric(10, 2) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Logins are compared without regard to case (an e-mail address).
CREATE UNIQUE INDEX customers_login_key ON customers (lower(login));
CREATE UNIQUE INDEX customers_numabo_key ON customers (numabo) WHERE numabo IS NOT NULL;

-- K is a prospect contract; C, M, P, T, V, J mark an existing customer (spec section 6).
CREATE TABLE contracts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  cgroupe char(1) NOT NULL CHECK (cgroupe IN ('K', 'C', 'M', 'P', 'T', 'V', 'J')),
  activity text NOT NULL DEFAULT '01' CHECK (activity ~ '^[0-9]{2}$'),
  debabo date NOT NULL,
  finabo date,
  corig text,
  lto_duration integer CHECK (lto_duration > 0),
  lto_end_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (finabo IS NULL OR finabo >= debabo),
  -- A long-term-offer contract has both its duration and its end date, other contracts neither.
  CHECK ((lto_duration IS NULL) = (lto_end_date IS NULL))
);
CREATE INDEX contracts_customer_idx ON contracts (customer_id);

CREATE TABLE contract_products (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id bigint NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  article_code text NOT NULL CHECK (article_code <> ''),
  offer_code text NOT NULL CHECK (offer_code <> ''),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'PLANNED_OFF')),
  end_date date,
  fee numeric(10, 2) NOT NULL CHECK (fee >= 0),
  commitment_end_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A product planned off must say when it ends.
  CHECK (status <> 'PLANNED_OFF' OR end_date IS NOT NULL),
  UNIQUE (contract_id, article_code)
);

CREATE TABLE addresses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('BILL', 'MAIN')),
  street text NOT NULL CHECK (street <> ''),
  number text NOT NULL CHECK (number <> ''),
  apartment text,
  postal_code text NOT NULL CHECK (postal_code ~ '^[0-9]{2}-[0-9]{3}$'),
  city text NOT NULL CHECK (city <> ''),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, kind)
);

CREATE TABLE payment_means (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  -- 1 card, 2/6/7 mobile-operator billing, 8 instant-code payment (spec section 9).
  mop_id smallint NOT NULL CHECK (mop_id IN (1, 2, 6, 7, 8)),
  display_string text NOT NULL,
  expiry_date date,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACTIVE', 'FAILED')),
  gateway_reference text UNIQUE,
  payment_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Only a card expires.
  CHECK (mop_id = 1 OR expiry_date IS NULL)
);
CREATE INDEX payment_means_customer_idx ON payment_means (customer_id);
CREATE UNIQUE INDEX payment_means_one_active_per_kind ON payment_means (customer_id, mop_id) WHERE status = 'ACTIVE';

-- Sessions -------------------------------------------------------------------

CREATE TABLE sessions (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  customer_id uuid REFERENCES customers (id) ON DELETE CASCADE,
  xsrf_token text NOT NULL CHECK (char_length(xsrf_token) >= 32),
  -- The spec's per-session fields (sale flags, LTO state, pending choices…).
  data jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(data) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  rotated_from text CHECK (rotated_from ~ '^[0-9a-f]{64}$'),
  CHECK (expires_at > created_at)
);
CREATE INDEX sessions_customer_idx ON sessions (customer_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- Carts and orders -----------------------------------------------------------

-- A cart belongs to a session (anonymous visitor) and, once known, a customer.
-- It outlives its session (SET NULL) because an ordered cart is a record;
-- carts left with no owner and no order are purged by the session cleanup.
CREATE TABLE carts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id text REFERENCES sessions (id) ON DELETE SET NULL ON UPDATE CASCADE,
  customer_id uuid REFERENCES customers (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'ACTIVATION_PENDING', 'FINALIZED', 'CANCELLED')),
  current_stage text NOT NULL DEFAULT 'PACKAGE' CHECK (current_stage ~ '^[A-Z][A-Z0-9_]*$'),
  contract_type text NOT NULL DEFAULT 'PREPAID' CHECK (contract_type ~ '^[A-Z][A-Z0-9_]*$'),
  contract_id bigint REFERENCES contracts (id) ON DELETE SET NULL,
  lto boolean NOT NULL DEFAULT false,
  special_offer boolean NOT NULL DEFAULT false,
  address_primary jsonb CHECK (jsonb_typeof(address_primary) = 'object'),
  address_delivery jsonb CHECK (jsonb_typeof(address_delivery) = 'object'),
  voucher_code text,
  thank_you_page text,
  transaction_id text UNIQUE,
  -- Optimistic locking: every change does UPDATE … SET version = version + 1 WHERE id = $1 AND version = $2.
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Target of orders' (cart_id, customer_id) reference: an order's customer is its cart's.
  UNIQUE (id, customer_id)
);
CREATE INDEX carts_session_idx ON carts (session_id);
CREATE INDEX carts_customer_idx ON carts (customer_id);
-- One cart in progress per owner, a regular and a long-term-offer one kept apart.
CREATE UNIQUE INDEX carts_one_active_per_customer ON carts (customer_id, lto)
  WHERE customer_id IS NOT NULL AND status IN ('OPEN', 'ACTIVATION_PENDING');
CREATE UNIQUE INDEX carts_one_active_per_anonymous_session ON carts (session_id, lto)
  WHERE customer_id IS NULL AND session_id IS NOT NULL AND status IN ('OPEN', 'ACTIVATION_PENDING');

CREATE TABLE cart_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  -- A add, B, V, D delete (spec section 3).
  operation_type char(1) NOT NULL CHECK (operation_type IN ('A', 'B', 'V', 'D')),
  offer_code text NOT NULL CHECK (offer_code <> ''),
  article_code text NOT NULL CHECK (article_code <> ''),
  price numeric(10, 2) NOT NULL CHECK (price >= 0),
  product_change boolean NOT NULL DEFAULT false,
  cmt text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cart_id, article_code, operation_type)
);

-- Consents of a customer's account, or the sale consents of one cart: exactly one owner.
CREATE TABLE consents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id uuid REFERENCES customers (id) ON DELETE CASCADE,
  cart_id uuid REFERENCES carts (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z][A-Z0-9_]*$'),
  value boolean NOT NULL,
  -- Required for the discount (spec "indiscount" 1) or optional (0).
  indiscount boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(customer_id, cart_id) = 1)
);
CREATE UNIQUE INDEX consents_customer_code_key ON consents (customer_id, code) WHERE customer_id IS NOT NULL;
CREATE UNIQUE INDEX consents_cart_code_key ON consents (cart_id, code) WHERE cart_id IS NOT NULL;

-- One order per cart: a repeated finalize finds the existing order instead of creating a second.
CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cart_id uuid NOT NULL UNIQUE,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  idempotency_key text UNIQUE,
  total numeric(10, 2) NOT NULL CHECK (total >= 0),
  currency char(3) NOT NULL DEFAULT 'PLN' CHECK (currency ~ '^[A-Z]{3}$'),
  status text NOT NULL DEFAULT 'PENDING_PAYMENT' CHECK (status IN ('PENDING_PAYMENT', 'CONFIRMED', 'CANCELLED', 'FAILED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (cart_id, customer_id) REFERENCES carts (id, customer_id) ON DELETE CASCADE
);
CREATE INDEX orders_customer_idx ON orders (customer_id);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  mop_id smallint NOT NULL CHECK (mop_id IN (1, 2, 6, 7, 8)),
  amount numeric(10, 2) NOT NULL CHECK (amount >= 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED')),
  gateway_reference text UNIQUE,
  url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_order_idx ON payments (order_id);
-- An order is paid once, however many attempts it took.
CREATE UNIQUE INDEX payments_one_success_per_order ON payments (order_id) WHERE status = 'SUCCEEDED';

-- Self-care records ------------------------------------------------------------

CREATE TABLE documents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  -- The content system's file id (spec "file.databaseId").
  file_id text NOT NULL CHECK (file_id <> ''),
  title text NOT NULL,
  article_code text,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  summary_available boolean NOT NULL DEFAULT false,
  selfcare_available boolean NOT NULL DEFAULT false,
  downgrade_available boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, file_id)
);

CREATE TABLE messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  subject_code text NOT NULL CHECK (subject_code <> ''),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_customer_idx ON messages (customer_id, created_at);

-- Requests for a consultant's call, from visitors or customers.
CREATE TABLE call_bookings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id uuid REFERENCES customers (id) ON DELETE CASCADE,
  contact_name text,
  phone text NOT NULL CHECK (phone ~ '^[0-9]{9,15}$'),
  topic text NOT NULL CHECK (topic <> ''),
  preferred_from timestamptz NOT NULL,
  preferred_to timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'REQUESTED' CHECK (status IN ('REQUESTED', 'CONFIRMED', 'DONE', 'CANCELLED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (preferred_to > preferred_from)
);
CREATE INDEX call_bookings_customer_idx ON call_bookings (customer_id);

-- Append-only; kept when the session or customer is gone.
CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id text REFERENCES sessions (id) ON DELETE SET NULL ON UPDATE CASCADE,
  customer_id uuid REFERENCES customers (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (char_length(action) BETWEEN 1 AND 200),
  param jsonb,
  uri text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_created_idx ON analytics_events (created_at);

-- Prepaid cards (the separate card service) ------------------------------------

CREATE TABLE prepaid_cards (
  card_number text PRIMARY KEY CHECK (card_number ~ '^[0-9]{6,20}$'),
  status text NOT NULL CHECK (status IN ('INACTIVE', 'ACTIVE', 'EXPIRED', 'BLOCKED')),
  max_product_end_date date,
  transaction_id text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Infrastructure -----------------------------------------------------------------

-- Fixed-window counters: INSERT … ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_buckets.count + 1.
CREATE TABLE rate_limit_buckets (
  key text NOT NULL CHECK (key <> ''),
  window_start timestamptz NOT NULL,
  count integer NOT NULL CHECK (count >= 0),
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limit_buckets_window_idx ON rate_limit_buckets (window_start);

-- Storage for the OpenID Connect provider's adapter: one row per stored model instance.
CREATE TABLE oidc_payloads (
  model text NOT NULL CHECK (model ~ '^[A-Za-z]+$'),
  id text NOT NULL,
  payload jsonb NOT NULL CHECK (jsonb_typeof(payload) = 'object'),
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE UNIQUE INDEX oidc_payloads_uid_key ON oidc_payloads (model, uid) WHERE uid IS NOT NULL;
CREATE UNIQUE INDEX oidc_payloads_user_code_key ON oidc_payloads (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_payloads_grant_idx ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_expires_idx ON oidc_payloads (expires_at) WHERE expires_at IS NOT NULL;

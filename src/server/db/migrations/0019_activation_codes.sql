-- Voucher activation codes (src/server/vouchers): the codes our own and our
-- partners' vouchers carry, each giving an offer of the catalogue free for a
-- number of months, and the activations made with them. (0017 was never
-- used; the numbers need only be ascending.)
--
-- A code is activated from the page of its partner (spec 2 templates
-- activate-voucher, -bank-partner, -tennis, -pekao), between its first and
-- last day, at most max_activations times in all; each customer once.

CREATE TABLE activation_codes (
  -- 12 upper-case letters without O, and digits (src/domain/voucher-activation.ts).
  code text PRIMARY KEY CHECK (code ~ '^[0-9A-NP-Z]{12}$'),
  partner text NOT NULL CHECK (partner IN ('HORYZONT', 'BANK_PARTNER', 'TENNIS', 'POLISH_BANK')),
  -- The catalogue offer the code gives (its main article becomes the product).
  offer_code text NOT NULL CHECK (offer_code <> ''),
  months integer NOT NULL CHECK (months BETWEEN 1 AND 24),
  valid_from date NOT NULL,
  valid_to date NOT NULL,
  max_activations integer NOT NULL DEFAULT 1 CHECK (max_activations >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_to >= valid_from)
);

-- An activation: into the customer's services (SERVICE: the contract product
-- it created, free until free_until) or into their cart (CART: the order
-- still to be placed, its first payment covered by the code's voucher). It
-- is kept when the product or the cart goes (SET NULL): the code stays used.
-- A customer's record goes with the customer's account, but the code stays
-- used (customer_id NULL).
CREATE TABLE code_activations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL REFERENCES activation_codes (code),
  customer_id uuid REFERENCES customers (id) ON DELETE SET NULL,
  activated_at timestamptz NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('SERVICE', 'CART')),
  offer_code text NOT NULL CHECK (offer_code <> ''),
  article_code text NOT NULL CHECK (article_code <> ''),
  free_until date NOT NULL,
  -- What the product costs once the customer keeps it after free_until (restoring it in „Moje usługi”).
  regular_fee numeric(10, 2) NOT NULL CHECK (regular_fee >= 0),
  contract_product_id bigint REFERENCES contract_products (id) ON DELETE SET NULL,
  cart_id uuid REFERENCES carts (id) ON DELETE SET NULL,
  UNIQUE (code, customer_id)
);
CREATE INDEX code_activations_product_idx ON code_activations (contract_product_id) WHERE contract_product_id IS NOT NULL;
CREATE INDEX code_activations_customer_idx ON code_activations (customer_id);

-- Demo codes (fictional; listed in the README). Dates are relative to the day
-- the migration runs, so the demo never starts out expired: valid ones from a
-- month ago for a year. Codes *TEST000nn are the browser tests' own (a code is
-- single-use, so one per test that activates); *DEMA/*DEMB for trying by hand.
INSERT INTO activation_codes (code, partner, offer_code, months, valid_from, valid_to, max_activations) VALUES
  -- Our own vouchers: two months of the Strumień service (standard plan).
  ('HRZDEMA12345', 'HORYZONT', 'OTT_STRUMIEN_M', 2, CURRENT_DATE - 30, CURRENT_DATE + 365, 1),
  ('HRZDEMB12345', 'HORYZONT', 'OTT_STRUMIEN_M', 2, CURRENT_DATE - 30, CURRENT_DATE + 365, 1),
  ('HRZTEST00001', 'HORYZONT', 'OTT_STRUMIEN_M', 2, CURRENT_DATE - 30, CURRENT_DATE + 365, 1),
  ('HRZTEST00002', 'HORYZONT', 'OTT_STRUMIEN_M', 2, CURRENT_DATE - 30, CURRENT_DATE + 365, 1),
  ('HRZWYGASL001', 'HORYZONT', 'OTT_STRUMIEN_M', 2, CURRENT_DATE - 400, CURRENT_DATE - 1, 1),
  ('HRZPRZYSZ001', 'HORYZONT', 'OTT_STRUMIEN_M', 2, CURRENT_DATE + 30, CURRENT_DATE + 395, 1),
  ('HRZZUZYTY001', 'HORYZONT', 'OTT_STRUMIEN_M', 2, CURRENT_DATE - 30, CURRENT_DATE + 365, 1),
  -- The bank partner's loyalty programme: three months of Komfort, for people without a package.
  ('BNKDEMA12345', 'BANK_PARTNER', 'OTT_KOMFORT_M', 3, CURRENT_DATE - 30, CURRENT_DATE + 365, 1),
  ('BNKDEMB12345', 'BANK_PARTNER', 'OTT_KOMFORT_M', 3, CURRENT_DATE - 30, CURRENT_DATE + 365, 1),
  ('BNKTEST00001', 'BANK_PARTNER', 'OTT_KOMFORT_M', 3, CURRENT_DATE - 30, CURRENT_DATE + 365, 1),
  -- The tennis tournament's tickets: a month of Sport Horyzont (with Komfort or Prestiż).
  ('TNSDEMA12345', 'TENNIS', 'OTT_SPORT_M', 1, CURRENT_DATE - 30, CURRENT_DATE + 365, 1),
  ('TNSDEMB12345', 'TENNIS', 'OTT_SPORT_M', 1, CURRENT_DATE - 30, CURRENT_DATE + 365, 1),
  ('TNSTEST00001', 'TENNIS', 'OTT_SPORT_M', 1, CURRENT_DATE - 30, CURRENT_DATE + 365, 1),
  -- The Polish bank's „Horyzont w koncie”: six months of Start, for people without a package.
  ('PLBDEMA12345', 'POLISH_BANK', 'OTT_START_M', 6, CURRENT_DATE - 30, CURRENT_DATE + 365, 1),
  ('PLBDEMB12345', 'POLISH_BANK', 'OTT_START_M', 6, CURRENT_DATE - 30, CURRENT_DATE + 365, 1),
  ('PLBTEST00001', 'POLISH_BANK', 'OTT_START_M', 6, CURRENT_DATE - 30, CURRENT_DATE + 365, 1);

-- The used-up demo code: activated once already, by a customer no longer with us.
INSERT INTO code_activations (code, customer_id, activated_at, outcome, offer_code, article_code, free_until, regular_fee)
  VALUES ('HRZZUZYTY001', NULL, now() - interval '10 days', 'SERVICE', 'OTT_STRUMIEN_M', 'FN01', CURRENT_DATE + 50, 29.00);

-- Vouchers of the shop (cart/checkVoucher). A voucher takes an amount (PLN)
-- or a percentage off a cart's first payment. A cart holds at most one
-- voucher (carts.voucher_code). A voucher counts as used by an order once a
-- cart holding it has been ordered (ACTIVATION_PENDING or FINALIZED):
-- max_redemptions bounds that count over everyone, once_per_customer to one
-- order per customer.

CREATE TABLE vouchers (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{3,32}$'),
  -- Shown to the customer (Polish).
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 200),
  kind text NOT NULL CHECK (kind IN ('AMOUNT', 'PERCENT')),
  value numeric(10, 2) NOT NULL CHECK (value > 0),
  valid_from timestamptz NOT NULL,
  valid_to timestamptz,
  max_redemptions integer CHECK (max_redemptions >= 0),
  once_per_customer boolean NOT NULL DEFAULT false,
  -- The offers the voucher is for (one of them must be in the cart); null: any offer.
  offer_codes text[] CHECK (offer_codes IS NULL OR cardinality(offer_codes) > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'PERCENT' OR value <= 100),
  CHECK (valid_to IS NULL OR valid_to > valid_from)
);

ALTER TABLE carts ADD CONSTRAINT carts_voucher_code_fkey FOREIGN KEY (voucher_code) REFERENCES vouchers (code) ON DELETE SET NULL;
-- Counting a voucher's orders.
CREATE INDEX carts_voucher_idx ON carts (voucher_code) WHERE voucher_code IS NOT NULL;

-- Demo vouchers (README): one for each answer checkVoucher gives.
INSERT INTO vouchers (code, description, kind, value, valid_from, valid_to, max_redemptions, once_per_customer, offer_codes) VALUES
  ('HORYZONT10', 'Rabat 10% na pierwszą płatność', 'PERCENT', 10, '2025-01-01T00:00:00+01:00', '2030-12-31T23:59:59+01:00', NULL, false, NULL),
  ('START5', 'Rabat 5 zł na pierwszą płatność za pakiet Start', 'AMOUNT', 5, '2025-01-01T00:00:00+01:00', '2030-12-31T23:59:59+01:00', NULL, false, ARRAY['OTT_START_M']),
  ('POWITANIE20', 'Rabat 20 zł na pierwsze zamówienie', 'AMOUNT', 20, '2025-01-01T00:00:00+01:00', NULL, NULL, true, NULL),
  ('LATO2025', 'Letni rabat 15%', 'PERCENT', 15, '2025-06-01T00:00:00+02:00', '2025-08-31T23:59:59+02:00', NULL, false, NULL),
  ('ZIMA2031', 'Zimowy rabat 10 zł', 'AMOUNT', 10, '2031-01-01T00:00:00+01:00', '2031-03-31T23:59:59+02:00', NULL, false, NULL),
  ('WYCZERPANY', 'Rabat 10 zł (pula wyczerpana)', 'AMOUNT', 10, '2025-01-01T00:00:00+01:00', NULL, 0, false, NULL);

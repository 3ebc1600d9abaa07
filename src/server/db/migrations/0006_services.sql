-- Self-care service records (src/server/services): switch-offs of contract
-- products, restored set-top-box activations, and what the partner streaming
-- services know about a customer. Everything a customer owns goes with them
-- (ON DELETE CASCADE), like the rest of their records.

-- Why a product is PLANNED_OFF: asked for directly (caused_by NULL), or taken
-- along because the product it depends on goes off (an add-on losing its base
-- package). unSwitchOff of the base brings those back as well. A PLANNED_OFF
-- product without a row here was planned off elsewhere (billing, a consultant).
CREATE TABLE product_switch_offs (
  contract_product_id bigint PRIMARY KEY REFERENCES contract_products (id) ON DELETE CASCADE,
  caused_by bigint REFERENCES contract_products (id) ON DELETE CASCADE,
  effective_date date NOT NULL,
  requested_at timestamptz NOT NULL,
  CHECK (caused_by IS NULL OR caused_by <> contract_product_id)
);
CREATE INDEX product_switch_offs_caused_by_idx ON product_switch_offs (caused_by) WHERE caused_by IS NOT NULL;

-- Spec 3 "restoredActivationCoupon": a coupon re-activating a customer's
-- set-top box through the BOX_ACTIVATION stage of the sale flow. One ACTIVE
-- coupon per customer: asking again answers the same coupon.
CREATE TABLE restored_activation_coupons (
  coupon_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  coupon_code text NOT NULL UNIQUE CHECK (coupon_code ~ '^[A-Z0-9]{4}(-[A-Z0-9]{4}){2}$'),
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  cart_id uuid REFERENCES carts (id) ON DELETE SET NULL,
  sale_channel text NOT NULL DEFAULT 'RETAIL' CHECK (sale_channel IN ('RETAIL')),
  ctype text NOT NULL DEFAULT 'STARTER' CHECK (ctype IN ('STARTER')),
  -- The decoder's security module (smart card) number, when the box registry knows it.
  coffre text CHECK (coffre ~ '^[0-9A-Z]{4,32}$'),
  numabo text CHECK (numabo ~ '^[0-9]{1,20}$'),
  numabont text CHECK (numabont ~ '^[0-9]{1,20}$'),
  -- The decoder's number as the customer reads it from the box.
  numdec text CHECK (numdec ~ '^[0-9]{8,20}$'),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'USED', 'EXPIRED', 'CANCELLED')),
  created_at timestamptz NOT NULL,
  created_by text NOT NULL CHECK (created_by <> ''),
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL CHECK (updated_by <> ''),
  valid_from date NOT NULL,
  valid_to date NOT NULL,
  CHECK (valid_to >= valid_from),
  CHECK (updated_at >= created_at)
);
CREATE UNIQUE INDEX restored_activation_coupons_one_active ON restored_activation_coupons (customer_id) WHERE status = 'ACTIVE';

-- The pseudonymous identifier a partner service knows the customer by: random,
-- assigned on first use and kept, never derived from an internal id.
CREATE TABLE partner_identifiers (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  partner text NOT NULL CHECK (partner ~ '^[a-z][a-z0-9_]*$'),
  identifier text NOT NULL UNIQUE CHECK (char_length(identifier) BETWEEN 16 AND 64),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, partner)
);

-- One-time activation links of a partner streaming service. Only the token's
-- SHA-256 is kept; a new link replaces the customer's unused ones.
CREATE TABLE partner_activation_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  partner text NOT NULL CHECK (partner ~ '^[a-z][a-z0-9_]*$'),
  plan text NOT NULL CHECK (plan IN ('standard', 'premium')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX partner_activation_tokens_customer_idx ON partner_activation_tokens (customer_id, partner);

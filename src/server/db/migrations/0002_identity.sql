-- The embedded OpenID Connect provider (src/server/identity): its accounts and
-- the secrets every server process must share. Its tokens, sessions and
-- interactions live in oidc_payloads (0001).

-- A sign-in identity. The provider's `sub` is the account id; the customer API
-- finds the customer through customers.oidc_subject, the same way it does for
-- an external provider. customer_id links the demo accounts to their data.
CREATE TABLE identity_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- An e-mail address, stored lower-case so lookups and uniqueness ignore case.
  login text NOT NULL CHECK (char_length(login) BETWEEN 3 AND 254 AND login = lower(login)),
  -- scrypt$N$r$p$salt$hash (base64url), a salt per account; never a plain password.
  password_hash text NOT NULL CHECK (password_hash ~ '^scrypt\$[0-9]+\$[0-9]+\$[0-9]+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$'),
  display_name text NOT NULL CHECK (char_length(display_name) BETWEEN 1 AND 200),
  customer_id uuid REFERENCES customers (id) ON DELETE SET NULL,
  -- Set when the account was created in the shop, where the sale terms must be accepted.
  sale_terms_accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- A deleted account is kept (with its sub) but can no longer sign in; its e-mail may be registered again.
  deleted_at timestamptz,
  CHECK (deleted_at IS NULL OR deleted_at >= created_at)
);
CREATE UNIQUE INDEX identity_accounts_login_key ON identity_accounts (lower(login)) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX identity_accounts_customer_key ON identity_accounts (customer_id) WHERE customer_id IS NOT NULL AND deleted_at IS NULL;

-- Generated on first start and shared by every process (signing keys, cookie
-- keys, the portal client's secret) unless given by configuration.
CREATE TABLE identity_secrets (
  name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9_]*$'),
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Account deletion as the law expects: a customer who deletes their account
-- has 14 days to change their mind (signing in cancels it); then their
-- personal data is anonymised, their services end, and the orders and
-- payments the operator must keep for tax stay, without name, address or
-- contacts (src/server/account/deletion.ts).
ALTER TABLE customers ADD COLUMN deletion_requested_at timestamptz;
ALTER TABLE customers ADD COLUMN anonymised_at timestamptz;
CREATE INDEX customers_deletion_due_idx ON customers (deletion_requested_at) WHERE deletion_requested_at IS NOT NULL AND anonymised_at IS NULL;

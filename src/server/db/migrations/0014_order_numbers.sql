-- Orders get a number a customer can read aloud on the phone: a prefix, the
-- year the order was placed (Polish time) and a sequence, e.g. HZ-2026-00042
-- (src/domain/order-number.ts). It is what the customer sees (the cart's
-- transactionId, the orders history, the thank-you page); the uuid stays the
-- internal id. Orders placed before this are numbered in the order they were
-- placed.
CREATE SEQUENCE order_number_seq;
ALTER TABLE orders ADD COLUMN number text;
WITH numbered AS (
  SELECT id, created_at, row_number() OVER (ORDER BY created_at, id) AS n FROM orders
)
UPDATE orders o SET number = 'HZ-' || to_char(numbered.created_at AT TIME ZONE 'Europe/Warsaw', 'YYYY') || '-' || lpad(numbered.n::text, 5, '0')
FROM numbered WHERE o.id = numbered.id;
SELECT setval('order_number_seq', GREATEST((SELECT count(*) FROM orders), 1), (SELECT count(*) FROM orders) > 0);
ALTER TABLE orders ALTER COLUMN number SET NOT NULL;
ALTER TABLE orders ALTER COLUMN number SET DEFAULT 'HZ-' || to_char(now() AT TIME ZONE 'Europe/Warsaw', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 5, '0');
ALTER TABLE orders ADD CONSTRAINT orders_number_key UNIQUE (number);
UPDATE carts c SET transaction_id = o.number FROM orders o WHERE o.cart_id = c.id AND c.transaction_id = o.id::text;

-- A customer may keep several cards (up to MAX_CARDS, src/domain/payment-methods.ts):
-- a new card is added beside the old one, which the customer then removes
-- (issue 14, My payments); the newest active card is the one charged.
-- Operator billing and instant-code means stay one active per id: a new one
-- replaces the previous one of its kind.
DROP INDEX payment_means_one_active_per_kind;
CREATE UNIQUE INDEX payment_means_one_active_per_kind ON payment_means (customer_id, mop_id) WHERE status = 'ACTIVE' AND mop_id <> 1;

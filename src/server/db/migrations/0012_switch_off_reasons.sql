-- Why the customer cancelled a product (the reason-for-resignation sidebar,
-- cart/switchOff `reason`): one of the codes of
-- src/domain/resignation-reasons.ts, NULL when not given or for an add-on
-- taken along with its base package. Kept with the switch-off, so it goes
-- when the product is restored.
ALTER TABLE product_switch_offs
  ADD COLUMN reason text CHECK (reason IN ('PRICE', 'NOT_USING', 'CONTENT', 'TECHNICAL', 'OTHER_PROVIDER', 'OTHER'));

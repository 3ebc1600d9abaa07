-- Change notifications of a customer's records (see 0008): a committed
-- change to the customer, their contracts, contract products, payment means,
-- addresses or account consents notifies the customer's id on channel
-- portal_customer_changed, so the session's snapshot of them can be cached
-- exactly on embedded PGlite.

CREATE FUNCTION notify_customer(customer_id uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF customer_id IS NOT NULL THEN PERFORM pg_notify('portal_customer_changed', customer_id::text); END IF;
END
$$;

-- Rows with a customer_id of their own (customers itself uses id).
CREATE FUNCTION notify_customer_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'customers' THEN
    PERFORM notify_customer(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM notify_customer(OLD.customer_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM notify_customer(NEW.customer_id); END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER customers_changed AFTER UPDATE OR DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION notify_customer_row_changed();
CREATE TRIGGER contracts_changed AFTER INSERT OR UPDATE OR DELETE ON contracts
  FOR EACH ROW EXECUTE FUNCTION notify_customer_row_changed();
CREATE TRIGGER payment_means_changed AFTER INSERT OR UPDATE OR DELETE ON payment_means
  FOR EACH ROW EXECUTE FUNCTION notify_customer_row_changed();
CREATE TRIGGER addresses_changed AFTER INSERT OR UPDATE OR DELETE ON addresses
  FOR EACH ROW EXECUTE FUNCTION notify_customer_row_changed();
-- Sale consents of carts have no customer_id and notify nothing here.
CREATE TRIGGER account_consents_changed AFTER INSERT OR UPDATE OR DELETE ON consents
  FOR EACH ROW EXECUTE FUNCTION notify_customer_row_changed();

-- Contract products notify the customer of their contract.
CREATE FUNCTION notify_contract_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT k.customer_id INTO owner FROM contracts k WHERE k.id = OLD.contract_id;
    PERFORM notify_customer(owner);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT k.customer_id INTO owner FROM contracts k WHERE k.id = NEW.contract_id;
    PERFORM notify_customer(owner);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER contract_products_changed AFTER INSERT OR UPDATE OR DELETE ON contract_products
  FOR EACH ROW EXECUTE FUNCTION notify_contract_product_changed();

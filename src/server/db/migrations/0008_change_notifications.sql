-- Change notifications for in-process caches. A committed change to a
-- session, or to a cart, its items or its sale consents, notifies the key
-- it affects: the session id (channel portal_session_changed) and the cart's
-- owner, 's:<session id>' or 'c:<customer id>' (channel portal_cart_changed).
-- Embedded PGlite delivers them to its one process before the writing call
-- returns, which keeps that process's caches exact; elsewhere they cost a
-- notification nobody listens to.

CREATE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_session_changed', OLD.id);
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();

CREATE FUNCTION notify_cart_owner(session_id text, customer_id uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF customer_id IS NOT NULL THEN
    PERFORM pg_notify('portal_cart_changed', 'c:' || customer_id::text);
  ELSIF session_id IS NOT NULL THEN
    PERFORM pg_notify('portal_cart_changed', 's:' || session_id);
  END IF;
END
$$;

CREATE FUNCTION notify_cart_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM notify_cart_owner(OLD.session_id, OLD.customer_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM notify_cart_owner(NEW.session_id, NEW.customer_id); END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER carts_changed AFTER INSERT OR UPDATE OR DELETE ON carts
  FOR EACH ROW EXECUTE FUNCTION notify_cart_changed();

-- Items and sale consents notify their cart's owner (a cart deleted with them has notified already).
CREATE FUNCTION notify_cart_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner record;
BEGIN
  SELECT c.session_id, c.customer_id INTO owner FROM carts c
   WHERE c.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.cart_id ELSE NEW.cart_id END;
  IF FOUND THEN PERFORM notify_cart_owner(owner.session_id, owner.customer_id); END IF;
  IF TG_OP = 'UPDATE' AND OLD.cart_id IS DISTINCT FROM NEW.cart_id THEN
    SELECT c.session_id, c.customer_id INTO owner FROM carts c WHERE c.id = OLD.cart_id;
    IF FOUND THEN PERFORM notify_cart_owner(owner.session_id, owner.customer_id); END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER cart_items_changed AFTER INSERT OR UPDATE OR DELETE ON cart_items
  FOR EACH ROW EXECUTE FUNCTION notify_cart_part_changed();

-- Account consents (no cart_id) find no cart and notify nothing.
CREATE TRIGGER cart_consents_changed AFTER INSERT OR UPDATE OR DELETE ON consents
  FOR EACH ROW EXECUTE FUNCTION notify_cart_part_changed();

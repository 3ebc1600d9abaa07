-- Versions of the cached records, for several server processes on one
-- PostgreSQL database. The notifications of 0008-0010 keep the caches of
-- embedded PGlite's one process exact, because they arrive before the
-- writing call returns; on a server they reach the other processes some
-- time after the commit, too late for the next call. So every change of a
-- cart or of a customer's records also counts up the version of the key it
-- notifies, in the same transaction: a process reads the versions with the
-- session, in the same round trip, and uses a cached value only if it was
-- read at those versions (caches/index.ts).

CREATE TABLE cache_versions (
  -- '<channel>:<key>', e.g. 'portal_cart_changed:c:<customer id>' or 'portal_customer_changed:<customer id>'.
  key text PRIMARY KEY,
  version bigint NOT NULL
);

CREATE FUNCTION note_change(changed_channel text, changed_key text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(changed_channel, changed_key);
  INSERT INTO cache_versions AS v (key, version) VALUES (changed_channel || ':' || changed_key, 1)
    ON CONFLICT (key) DO UPDATE SET version = v.version + 1;
END
$$;

CREATE OR REPLACE FUNCTION notify_cart_owner(session_id text, customer_id uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF customer_id IS NOT NULL THEN
    PERFORM note_change('portal_cart_changed', 'c:' || customer_id::text);
  ELSIF session_id IS NOT NULL THEN
    PERFORM note_change('portal_cart_changed', 's:' || session_id);
  END IF;
END
$$;

CREATE OR REPLACE FUNCTION notify_customer(customer_id uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF customer_id IS NOT NULL THEN PERFORM note_change('portal_customer_changed', customer_id::text); END IF;
END
$$;

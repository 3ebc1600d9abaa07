-- The session carries the customer's orders (ordersHistory): a committed
-- change to an order notifies its customer, as 0009 does for the other
-- records of the session's snapshot.

CREATE TRIGGER orders_changed AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION notify_customer_row_changed();

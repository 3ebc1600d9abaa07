import { useEffect, useState } from 'react';
import { ORDER_PLACED_STAGE } from '../../src/domain/cart-stages.ts';
import { cartMath, shopApi } from '../../src/shop/lazy.ts';
import type { ShopCatalogue } from '../../src/shop/catalogue.ts';
import type { CartLine } from '../../src/shop/cart-view.ts';
import { shopTexts as t } from '../../src/shop/texts.ts';
import { useShopSession } from '../../src/shop/use-shop.ts';
import { $session } from '../../src/stores/session.ts';

type Props = { heading?: string; catalogue: Pick<ShopCatalogue, 'offers'> };

/**
 * The thank-you stage (THP): shows the paid order the session's cart holds,
 * then completes its sale stages, which closes the cart on the server, so the
 * next purchase starts with a new one.
 */
export default function OrderConfirmation({ heading, catalogue }: Props) {
  const { session, ready } = useShopSession();
  const [order, setOrder] = useState<{ id: string; lines: CartLine[] } | null>(null);

  useEffect(() => {
    const cart = $session.get().cart;
    if (!ready || order || cart.cartStatus !== 'ACTIVATION_PENDING' || cart.currentStage !== ORDER_PLACED_STAGE || !cart.transactionId || !cart.id) return;
    const { transactionId, id, items } = cart;
    setOrder({ id: transactionId, lines: [] });
    void cartMath().then(({ cartLines }) => setOrder({ id: transactionId, lines: cartLines(items, catalogue) }));
    void shopApi()
      .then((api) => api.completeOrder(id))
      .catch(() => undefined);
  }, [ready, order, session.cart, catalogue]);

  if (!order) return null;
  return (
    <section className="order-confirmation" aria-labelledby="order-confirmation-heading">
      <h2 id="order-confirmation-heading" className="block-heading">
        {heading ?? t.thankYou.heading}
      </h2>
      <p>
        <strong>{t.thankYou.order(order.id)}</strong>
      </p>
      <ul>
        {order.lines.map((line) => (
          <li key={line.offerCode}>
            {line.title} – {t.price(line.price)}
            {t.perMonth}
          </li>
        ))}
      </ul>
    </section>
  );
}

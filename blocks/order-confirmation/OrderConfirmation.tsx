import { useEffect, useState } from 'react';
import { ORDER_PLACED_STAGE } from '#domain/cart-stages.ts';
import type { CartItem } from '#domain/session.ts';
import { shopApi } from '#shop/lazy.ts';
import { cartLines, type CartLine } from '#shop/cart-view.ts';
import { shopTexts as t } from '#shop/texts.ts';
import { useSession } from '#stores/use-session.ts';
import { $session } from '#stores/session.ts';
import type block from './block.ts';
import type data from './data.ts';
import type { IslandProps } from '#registry/define-block.ts';

type Props = IslandProps<typeof block, typeof data>;

/** The address parameter naming the order the page shows, so that a reload finds it again. */
const ORDER_PARAM = 'zamowienie';

type Shown = { id: string; lines: CartLine[] } | { missing: true };

/**
 * The thank-you stage (THP): shows the paid order the session's cart holds,
 * then completes its sale stages, which closes the cart on the server, so the
 * next purchase starts with a new one. The order's number goes into the
 * address: reloaded, the page finds the order in the session's
 * ordersHistory.
 */
export default function OrderConfirmation({ heading, catalogue }: Props) {
  const { session, ready } = useSession();
  const [shown, setShown] = useState<Shown | null>(null);

  // What the page shows is fixed once the session is ready: completing the order then closes the cart, and the address
  // (an external system, read and rewritten here) keeps the order's number for a reload.
  useEffect(() => {
    if (!ready || shown) return;
    const show = (id: string, items: CartItem[]) => setShown({ id, lines: cartLines(items, catalogue) });
    const { cart, ordersHistory } = $session.get();
    if (cart.cartStatus === 'ACTIVATION_PENDING' && cart.currentStage === ORDER_PLACED_STAGE && cart.transactionId && cart.id) {
      const { transactionId, id, items } = cart;
      show(transactionId, items);
      const address = new URL(location.href);
      address.searchParams.set(ORDER_PARAM, transactionId);
      history.replaceState(history.state, '', `${address.pathname}${address.search}${address.hash}`);
      void shopApi()
        .then((api) => api.completeOrder(id))
        .catch(() => undefined);
      return;
    }
    const wanted = new URLSearchParams(location.search).get(ORDER_PARAM);
    if (!wanted) return;
    const placed = ordersHistory.find((order) => order.transactionId === wanted);
    if (placed) show(placed.transactionId, placed.items);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- set once, from the session and the address as they were then
    else setShown({ missing: true });
  }, [ready, shown, session.cart, catalogue]);

  if (!shown) return null;
  return (
    <section className="order-confirmation" aria-labelledby="order-confirmation-heading">
      <h2 id="order-confirmation-heading" className="block-heading">
        {heading ?? t.thankYou.heading}
      </h2>
      {'missing' in shown ? (
        <p>{t.thankYou.notFound}</p>
      ) : (
        <>
          <p>
            <strong>{t.thankYou.order(shown.id)}</strong>
          </p>
          <ul>
            {shown.lines.map((line) => (
              <li key={line.offerCode}>
                {line.title} – {t.price(line.price)}
                {t.perMonth}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { displayedStage, ORDER_PLACED_STAGE, THANK_YOU_STAGE } from '#domain/cart-stages.ts';
import { samePage } from '#domain/post-init-redirect.ts';
import { isAccountActive } from '#domain/session.ts';
import type { IslandProps } from '#registry/define-block.ts';
import { FlowError } from '#self-care/FlowError.tsx';
import { cartLines, type CartLine } from '#shop/cart-view.ts';
import { goTo } from '#shop/navigation.ts';
import { shopTexts } from '#shop/texts.ts';
import { useCartAction } from '#shop/use-cart-action.ts';
import { useSession } from '#stores/use-session.ts';
import type block from './block.ts';
import type data from './data.ts';
import { texts as t } from './texts.ts';

type Props = IslandProps<typeof block, typeof data>;

const api = () => import('./api.ts');

/** The thank-you page's address parameter naming the order it shows (blocks/order-confirmation). */
const ORDER_PARAM = 'zamowienie';

interface PlacedOrder {
  cartId: string;
  id: string;
  lines: CartLine[];
  thankYouPage: string | null;
}

/**
 * The sale stage ACTIVATION (spec 2 account activation; spec 4 cart stages):
 * after cart/finalize the paid order's cart waits here (ACTIVATION_PENDING).
 * The page shows the order and the account's state (spec 3 accountActive);
 * on an active account „Aktywuj” completes the order's stages (the server
 * refuses it on an inactive one) and the customer goes on to the thank-you
 * page. Anyone without an order at this stage (anonymous, an empty cart, an
 * order still awaiting its payment) is told so and offered the way to their
 * cart's stage or the package choice; redirecting is the shell's post-init
 * rule (spec 4), not this block's (it also shows in the block catalogue).
 */
export default function AccountActivation({ heading, catalogue, stages, selectPackageUrl }: Props) {
  const { session, ready } = useSession();
  const { busy, error, run } = useCartAction();
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const [leaving, setLeaving] = useState(false);
  // A second click arriving before React has disabled the button moves nothing twice.
  const running = useRef(false);
  const { cart } = session;
  const atActivation =
    cart.cartStatus === 'ACTIVATION_PENDING' && cart.currentStage === ORDER_PLACED_STAGE && cart.id !== null && cart.transactionId !== null;

  useEffect(() => {
    if (!ready || leaving || !atActivation) return;
    // Kept once shown: „Aktywuj” closes the cart, and the page still says what was activated while it moves on.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a snapshot of the session's cart at this stage
    setOrder({
      cartId: cart.id as string,
      id: cart.transactionId as string,
      lines: cartLines(cart.items, catalogue),
      thankYouPage: cart.thankYouPage,
    });
  }, [ready, leaving, atActivation, cart, catalogue]);

  if (!ready) return <p>{t.loading}</p>;
  if (!order && !atActivation) {
    // No order at this stage: the way on is the page of the cart's own stage (an order awaiting payment: the summary), else the package choice.
    const url = stages.find((entry) => entry.stage === displayedStage(cart.cartStatus, cart.currentStage))?.url;
    const back = cart.items.length > 0 && url && !samePage(url, stages.find((entry) => entry.stage === ORDER_PLACED_STAGE)?.url ?? '') ? url : null;
    return (
      <section className="account-activation" aria-labelledby="account-activation-heading">
        <h2 id="account-activation-heading" className="block-heading">
          {heading ?? t.heading}
        </h2>
        <p>{t.noOrder}</p>
        <a className="button" href={back ?? selectPackageUrl}>
          {back ? t.backToOrder : t.choosePackage}
        </a>
      </section>
    );
  }
  if (!order) return <p>{t.loading}</p>;

  const active = isAccountActive(session);
  const activate = async () => {
    if (running.current) return;
    running.current = true;
    setLeaving(true);
    const done = await run('activate', async () => {
      await (await api()).activateOrder(order.cartId);
      const thankYou = order.thankYouPage ?? stages.find((entry) => entry.stage === THANK_YOU_STAGE)?.url ?? selectPackageUrl;
      goTo(`${thankYou}?${new URLSearchParams({ [ORDER_PARAM]: order.id })}`);
    });
    if (!done) {
      running.current = false;
      setLeaving(false);
    }
  };

  return (
    <section className="account-activation" aria-labelledby="account-activation-heading">
      <h2 id="account-activation-heading" className="block-heading">
        {heading ?? t.heading}
      </h2>
      <p>
        <strong>{t.order(order.id)}</strong>
      </p>
      <p>{t.paid}</p>
      <ul>
        {order.lines.map((line) => (
          <li key={line.offerCode}>
            {line.title} – {shopTexts.price(line.price)}
            {shopTexts.perMonth}
          </li>
        ))}
      </ul>
      {active ? (
        <>
          <p>{t.active}</p>
          <button type="button" className="button" disabled={busy !== null || leaving} onClick={() => void activate()}>
            {t.activate}
          </button>
          <FlowError error={error?.message ?? null} />
        </>
      ) : (
        <p role="status">{t.inactive}</p>
      )}
    </section>
  );
}

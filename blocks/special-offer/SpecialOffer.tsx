import { InlineError } from '#shop/InlineError.tsx';
import { goTo } from '#shop/navigation.ts';
import { useEffect, useId } from 'react';
import { stageUrl } from '#domain/summary-back.ts';
import { SUMMARY_STAGE } from '#domain/cart-stages.ts';
import { rememberEvent } from '#shop/event-memory.ts';
import { preloadShop, shopApi } from '#shop/lazy.ts';
import { specialOfferObstacle } from '#shop/offer-state.ts';
import { shopTexts as t } from '#shop/texts.ts';
import { useCartAction } from '#shop/use-cart-action.ts';
import { useSession } from '#stores/use-session.ts';
import './SpecialOffer.scss';
import type block from './block.ts';
import type data from './data.ts';
import type { IslandProps } from '#registry/define-block.ts';

type Props = IslandProps<typeof block, typeof data>;

/** The landing page's add-offer button (spec 4 "Landing add-offer flow"). */
export default function SpecialOffer({ heading, buttonLabel, marker, redirectUrl, offers, bundles, event, stages }: Props) {
  const { session, ready } = useSession();
  const { busy, error, run } = useCartAction();
  const obstacleId = useId();
  useEffect(preloadShop, []);

  if (offers.length === 0) {
    return (
      <section className="special-offer">
        {heading && <h2 className="block-heading">{heading}</h2>}
        <p className="special-offer__missing">{t.landing.missingEvent}</p>
      </section>
    );
  }

  // Known once the session is: the flow empties the cart first, so a visitor it would refuse is told before anything changes.
  const obstacle = ready ? specialOfferObstacle(offers, session, bundles) : null;

  const buy = () =>
    run('buy', async () => {
      if (event) rememberEvent(event);
      await (await shopApi()).addSpecialOffer({ offerCodes: offers.map((offer) => offer.code), marker: marker ?? event?.id });
      goTo(redirectUrl ?? stageUrl(stages, SUMMARY_STAGE) ?? '/');
    });

  return (
    <section className="special-offer">
      {heading && <h2 className="block-heading">{heading}</h2>}
      <ul className="special-offer__offers">
        {offers.map((offer) => (
          <li key={offer.code}>
            <strong>{offer.title}</strong> – {t.price(offer.price)}
            {offer.ltoDuration > 0 ? `${t.perMonth}, ${t.lto(offer.ltoDuration).toLowerCase()}` : ''}
          </li>
        ))}
      </ul>
      {obstacle && (
        <p id={obstacleId} className="shop-note">
          {obstacle}
        </p>
      )}
      <InlineError error={error} />
      <button
        type="button"
        className="button"
        aria-describedby={obstacle ? obstacleId : undefined}
        disabled={!ready || obstacle !== null || busy !== null || session.cart.cartStatus !== 'OPEN'}
        onClick={() => void buy()}
      >
        {busy ? t.landing.adding : buttonLabel}
      </button>
    </section>
  );
}

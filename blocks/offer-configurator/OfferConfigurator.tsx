import { useStore } from '@nanostores/react';
import { goTo } from '#shop/navigation.ts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { selectMainBundle } from '#domain/main-code.ts';
import { stageUrl } from '#domain/summary-back.ts';
import { FIRST_STAGE, NEXT_STAGE } from '#domain/cart-stages.ts';
import { offerByCode, type ShopOffer } from '#shop/catalogue.ts';
import { oneOfConflict } from '#domain/one-of.ts';
import { CartPanel } from '#shop/CartPanel.tsx';
import { analyticsItemOf, cartLines, cartTotals } from '#shop/cart-view.ts';
import { preloadShop, shopApi, track } from '#shop/lazy.ts';
import { useCartAction } from '#shop/use-cart-action.ts';
import { useSession } from '#stores/use-session.ts';
import { saveShopReturn } from '#shop/shop-return.ts';
import { isSelfcareEntry, withoutSelfcareEntry } from '#shop/selfcare-entry.ts';
import { CONTENT_ID_KEY, pendingContentId } from '#shop/content-id.ts';
import { shopTexts as t } from '#shop/texts.ts';
import { offerStateOf, preselectedOffer, type OfferState } from '#shop/offer-state.ts';
import { $modal, closeModal, openModal } from '#stores/overlays.ts';
import { MODAL } from '#overlays/keys.ts';
import './OfferConfigurator.scss';
import type block from './block.ts';
import type data from './data.ts';
import type { IslandProps } from '#registry/define-block.ts';

// Dialogs load only when one opens: the page ships without Ariakit until then.
const OfferModals = lazy(() => import('./OfferModals.tsx'));

/** The block's props and, from data.ts at build, the offers it shows and the catalogue the cart rules need. */
type Props = IslandProps<typeof block, typeof data>;

type Kind = 'monthly' | 'lto';

const CONFIGURATOR_MODALS: string[] = [MODAL.remove, MODAL.info, MODAL.oneOf, MODAL.metaProduct, MODAL.metaProductException];

/** The package configurator (spec 2 /oferta-online/konfiguracja): main packages, add-ons and the cart. */
export default function OfferConfigurator({ heading, offers, catalogue }: Props) {
  const { session, ready } = useSession();
  const modal = useStore($modal);
  const { busy, error, run } = useCartAction();
  const [kind, setKind] = useState<Kind>('monthly');
  const preselectHandled = useRef(false);
  const contentHandled = useRef(false);
  const selfcareHandled = useRef(false);

  const cart = session.cart;
  const lines = cartLines(cart.items, catalogue);
  // Spec 4 main code selection: the main package the cart's products make up.
  const mainBundle = selectMainBundle(
    catalogue.bundles,
    lines.flatMap((line) => line.articleCodes),
    session.ltoInCart,
  );
  const mains = offers.filter((offer) => offer.isMain);
  const addOns = offers.filter((offer) => !offer.isMain);
  const shownMains = mains.filter((offer) => offer.ltoDuration > 0 === (kind === 'lto'));
  const stateOf = (offer: ShopOffer): OfferState => offerStateOf(offer, session, catalogue.bundles);

  useEffect(preloadShop, []);

  // A long-term-offer cart in the session shows the long-term packages when it appears (a choice the visitor makes later stands).
  const ltoCart = ready && session.ltoInCart;
  const [ltoCartSeen, setLtoCartSeen] = useState(false);
  if (ltoCart !== ltoCartSeen) {
    setLtoCartSeen(ltoCart);
    if (ltoCart) setKind('lto');
  }

  const cartMains = lines.map((line) => ({
    offerCode: line.offerCode,
    articleCode: offerByCode(catalogue, line.offerCode)?.articleCode ?? line.articleCodes[0] ?? '',
  }));

  const add = (offer: ShopOffer) => {
    // A second plan of a one-of bundle: the visitor chooses one (spec 2 one-of choice modal).
    const conflict = oneOfConflict({ offerCode: offer.code, articleCode: offer.articleCode }, cartMains, catalogue.bundles);
    if (conflict) {
      openModal(MODAL.oneOf, { name: conflict.bundle.articlename, options: [...conflict.rivals, offer.code] });
      return Promise.resolve(false);
    }
    return addNow(offer);
  };

  const addNow = (offer: ShopOffer, replacing: readonly string[] = []) =>
    run(offer.code, async () => {
      const api = await shopApi();
      // Added before the plan it replaces goes: a refused add leaves the cart as it was.
      await api.addOffer(offer.code);
      for (const rival of replacing) await api.removeOffer(rival);
      const item = { articleCode: offer.articleCode, offerCode: offer.code, name: offer.title, price: offer.price, ltoDuration: offer.ltoDuration };
      track(({ trackCartEvent }) => trackCartEvent('add_to_cart', [item]));
    });

  const remove = (offerCode: string) =>
    run(offerCode, async () => {
      closeModal();
      const line = lines.find((candidate) => candidate.offerCode === offerCode);
      await (await shopApi()).removeOffer(offerCode);
      if (line) track(({ trackCartEvent }) => trackCartEvent('remove_from_cart', [analyticsItemOf(line)]));
    });

  const next = () =>
    run('next', async () => {
      if (!cart.id) return;
      // A cart already past the package choice (back from the summary with the browser) just goes on to its stage.
      const stage = cart.currentStage === FIRST_STAGE ? await (await shopApi()).moveStage(cart.id, NEXT_STAGE) : cart.currentStage;
      const url = stageUrl(catalogue.stages, stage);
      if (url) goTo(url);
    });

  // An offer chosen on another page (?oferta=CODE, the offer tiles' link) goes into the cart once, when the session is ready:
  // the address is read and rewritten then (an external system), with the offers and the session of that render.
  useEffect(() => {
    if (!ready || preselectHandled.current) return;
    preselectHandled.current = true;
    const url = new URL(window.location.href);
    const offer = preselectedOffer(url.searchParams.get('oferta'), offers);
    if (!url.searchParams.has('oferta')) return;
    // Come from My services, the way back is self-care's (below), not the page the link was on.
    if (!isSelfcareEntry(url)) saveShopReturn(document.referrer, window.location.origin);
    url.searchParams.delete('oferta');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (!offer) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the offer comes from the address, read here once
    setKind(offer.ltoDuration > 0 ? 'lto' : 'monthly');
    if (stateOf(offer).kind === 'available') void add(offer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, guarded by preselectHandled; later renders' offers change nothing
  }, [ready]);

  // „Dodaj usługę” in My services (?z=moje-uslugi): a signed-in customer's flow is marked in the server's session as
  // started from self-care (spec 3 fromSelfcare), once; the mark leaves the address, so a reload does not repeat it.
  // An anonymous visitor is not in self-care: the address stays as it is.
  useEffect(() => {
    if (!ready || selfcareHandled.current) return;
    selfcareHandled.current = true;
    const url = new URL(window.location.href);
    if (!isSelfcareEntry(url) || !session.userLogin) return;
    window.history.replaceState(window.history.state, '', withoutSelfcareEntry(url));
    if (session.fromSelfcare) return;
    shopApi()
      .then((api) => api.markFromSelfcare(true))
      // Unmarked, „Wróć” of the summary leads to the offers instead: nothing the customer must be told here.
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, guarded by selfcareHandled, with the session of that render
  }, [ready]);

  // Spec 4 content-id flow: a link to a film or event (?contentId=) offers the meta-product that shows it, unless the visitor has it.
  useEffect(() => {
    if (!ready || contentHandled.current) return;
    contentHandled.current = true;
    const id = pendingContentId(window.location.search, sessionStorage);
    if (!id) return;
    shopApi()
      .then((api) => api.contentMetaProduct(id))
      .then((meta) => {
        if (meta.owned) sessionStorage.removeItem(CONTENT_ID_KEY);
        else openModal(MODAL.metaProduct, { name: meta.metaProductName, title: meta.asseTitle, codes: meta.metaProductCodes });
      })
      .catch(() => {
        sessionStorage.removeItem(CONTENT_ID_KEY);
        openModal(MODAL.metaProductException);
      });
  }, [ready]);

  const offerCard = (offer: ShopOffer) => {
    const state = stateOf(offer);
    return (
      <li key={offer.code} className={`offer-card${state.kind === 'inCart' ? ' offer-card--selected' : ''}`} data-offer={offer.code}>
        <h4 className="offer-card__title">{offer.title}</h4>
        <p className="offer-card__price">
          <strong>{t.price(offer.price)}</strong>
          {t.perMonth}
        </p>
        {offer.regularPrice && <p className="offer-card__regular">{t.offers.regularPrice(offer.regularPrice)}</p>}
        <p className="offer-card__term">{offer.ltoDuration > 0 ? t.lto(offer.ltoDuration) : t.monthly}</p>
        {offer.highlights.length > 0 && (
          <ul className="offer-card__highlights">
            {offer.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        )}
        {state.kind === 'needsBase' && <p className="offer-card__note">{state.reason}</p>}
        <div className="offer-card__actions">
          {state.kind === 'owned' ? (
            <span className="offer-card__owned">{t.offers.owned}</span>
          ) : state.kind === 'inCart' ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={!ready || busy !== null}
              onClick={() => openModal(MODAL.remove, { offerCode: offer.code })}
            >
              {t.offers.remove}
              <span className="visually-hidden">{`: ${offer.title}`}</span>
            </button>
          ) : (
            <button type="button" className="button" disabled={!ready || busy !== null || state.kind === 'needsBase'} onClick={() => void add(offer)}>
              {busy === offer.code ? t.cart.busy : t.offers.add}
              <span className="visually-hidden">{`: ${offer.title}`}</span>
            </button>
          )}
          <button type="button" className="link-button" onClick={() => openModal(MODAL.info, { offerCode: offer.code })}>
            {t.offers.info}
            <span className="visually-hidden">{`: ${offer.title}`}</span>
          </button>
        </div>
      </li>
    );
  };

  return (
    <section className="offer-configurator" aria-busy={!ready || busy !== null}>
      {heading && <h2 className="block-heading">{heading}</h2>}
      <div className="offer-configurator__columns">
        <div>
          {mains.length > 0 && (
            <>
              <h3>{t.offers.mainHeading}</h3>
              <fieldset className="offer-configurator__kind">
                <legend>{t.offers.kindLegend}</legend>
                {(['monthly', 'lto'] as const).map((value) => (
                  <label key={value}>
                    <input type="radio" name="offer-kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
                    {value === 'monthly' ? t.offers.kindMonthly : t.offers.kindLto}
                  </label>
                ))}
              </fieldset>
              <ul className="offer-configurator__list">{shownMains.map(offerCard)}</ul>
            </>
          )}
          {addOns.length > 0 && (
            <>
              <h3>{t.offers.addOnsHeading}</h3>
              <ul className="offer-configurator__list">{addOns.map(offerCard)}</ul>
            </>
          )}
        </div>
        <CartPanel
          totals={lines.length > 0 ? cartTotals(lines, session.discountAmount) : null}
          error={error}
          mainPackage={mainBundle?.articlename ?? null}
          lines={lines}
          ready={ready}
          busy={busy !== null}
          ltoInCart={session.ltoInCart}
          onClear={() => void run('clear', async () => (await shopApi()).clearShownCart())}
          onNext={() => void next()}
        />
      </div>
      {modal && CONFIGURATOR_MODALS.includes(modal.name) && (
        <Suspense fallback={null}>
          <OfferModals
            modal={modal}
            offers={offers}
            catalogue={catalogue}
            onRemove={(code) => void remove(code)}
            onChooseOne={(code, others) => {
              closeModal();
              const chosen = offerByCode(catalogue, code);
              const replacing = others.filter((other) => other !== code && cartMains.some((line) => line.offerCode === other));
              if (chosen && !cartMains.some((line) => line.offerCode === code)) void addNow(chosen, replacing);
            }}
            onAdd={(offer) => {
              closeModal();
              sessionStorage.removeItem(CONTENT_ID_KEY);
              void add(offer);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

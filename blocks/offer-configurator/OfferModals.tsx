import { MODAL } from '#overlays/keys.ts';
import { Modal } from '#overlays/Modal.tsx';
import type { ShopCatalogue, ShopOffer } from '#shop/catalogue.ts';
import { metaProductOffers } from '#shop/content-id.ts';
import { shopTexts as t } from '#shop/texts.ts';
import { closeModal, type ModalState } from '#stores/overlays.ts';

type Props = {
  modal: NonNullable<ModalState>;
  /** The offers the configurator shows (the meta-product modal offers those). */
  offers: ShopOffer[];
  catalogue: ShopCatalogue;
  onRemove: (offerCode: string) => void;
  onAdd: (offer: ShopOffer) => void;
  /** The one-of choice: the offer chosen, and the options it was chosen from. */
  onChooseOne: (offerCode: string, options: string[]) => void;
};

/** Offers to pick from in a dialog, each with its price and a button named after it. */
function OfferPicks({ offers, label, onPick }: { offers: ShopOffer[]; label: string; onPick: (offer: ShopOffer) => void }) {
  return (
    <ul className="offer-info__offers">
      {offers.map((offer) => (
        <li key={offer.code}>
          <span>
            <strong>{offer.title}</strong> – {t.price(offer.price)}
            {t.perMonth}
          </span>
          <button type="button" className="button" onClick={() => onPick(offer)}>
            {label}
            <span className="visually-hidden">{`: ${offer.title}`}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The configurator's dialogs (spec 2 modals „info”, „remove”, „one-of choice”, the meta-product one and its exception), loaded only when one opens. */
export default function OfferModals({ modal, offers: shown, catalogue, onRemove, onAdd, onChooseOne }: Props) {
  if (modal.name === MODAL.oneOf) {
    const options = modal.props.options as string[];
    const offers = options.map((code) => catalogue.offers.find((offer) => offer.code === code)).filter((offer) => offer !== undefined);
    return (
      <Modal open onClose={closeModal} title={t.offers.chooseOneTitle(String(modal.props.name))} size="md">
        <p>{t.offers.chooseOneBody}</p>
        <OfferPicks offers={offers} label={t.offers.chooseOne} onPick={(offer) => onChooseOne(offer.code, options)} />
      </Modal>
    );
  }
  if (modal.name === MODAL.metaProductException) {
    return (
      <Modal open onClose={closeModal} title={t.offers.metaProductExceptionTitle}>
        <p>{t.offers.metaProductExceptionBody}</p>
      </Modal>
    );
  }
  if (modal.name === MODAL.metaProduct) {
    const name = String(modal.props.name);
    const offers = metaProductOffers(modal.props.codes as string[], shown);
    return (
      <Modal open onClose={closeModal} title={t.offers.metaProductTitle(name)} size="md">
        <p>{t.offers.metaProductBody((modal.props.title as string | null) ?? null, name)}</p>
        <OfferPicks offers={offers} label={t.offers.add} onPick={onAdd} />
      </Modal>
    );
  }
  const offer = catalogue.offers.find((candidate) => candidate.code === modal.props.offerCode);
  if (!offer) return null;

  if (modal.name === MODAL.remove) {
    return (
      <Modal
        open
        onClose={closeModal}
        title={t.cart.removeTitle}
        actions={
          <>
            <button type="button" className="button button--secondary" onClick={closeModal}>
              {t.cart.cancel}
            </button>
            <button type="button" className="button" onClick={() => onRemove(offer.code)}>
              {t.cart.removeConfirm}
            </button>
          </>
        }
      >
        <p>{t.cart.removeBody(offer.title)}</p>
      </Modal>
    );
  }

  const bundles = catalogue.bundles.filter((bundle) => bundle.relationship.some((entry) => offer.articleCodes.includes(entry.articlecode)));
  return (
    <Modal open onClose={closeModal} title={t.offers.infoTitle(offer.title)} size="md">
      {offer.description && <p>{offer.description}</p>}
      <dl className="offer-info">
        <dt>{t.offers.productCodes}</dt>
        <dd>{offer.articleCodes.join(', ')}</dd>
        {bundles.length > 0 && (
          <>
            <dt>{t.offers.bundleCodes}</dt>
            <dd>
              {bundles.map((bundle) => `${bundle.articlename} (${bundle.relationship.map((entry) => entry.articlecode).join(', ')})`).join('; ')}
            </dd>
          </>
        )}
        <dt>{t.offers.paymentMeans}</dt>
        <dd>{offer.paymentMeans.map((id) => t.paymentMeanNames[id]).join(', ')}</dd>
      </dl>
    </Modal>
  );
}

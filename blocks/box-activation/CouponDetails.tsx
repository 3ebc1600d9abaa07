import type { Coupon } from './api.ts';
import { texts as t } from './texts.ts';

/** The coupon as the customer needs it: the code, its last day, the decoder it was asked for and when. */
export function CouponDetails({ coupon }: { coupon: Coupon }) {
  return (
    <dl className="box-activation__coupon">
      <dt>{t.code}</dt>
      <dd className="box-activation__code">{coupon.couponCode}</dd>
      <dt>{t.validTo}</dt>
      <dd>{t.date(coupon.validTo)}</dd>
      {coupon.numdec && (
        <>
          <dt>{t.decoder}</dt>
          <dd>{coupon.numdec}</dd>
        </>
      )}
      <dt>{t.issued}</dt>
      <dd>{t.date(coupon.validFrom)}</dd>
    </dl>
  );
}

/** What the customer does with the code: the portal issues it, the box is activated with it in a shop or by the hotline. */
export function NextSteps({ coupon }: { coupon: Coupon }) {
  return (
    <>
      <h3>{t.nextSteps.title}</h3>
      <ol className="box-activation__steps">
        <li>{t.nextSteps.keep}</li>
        <li>
          {t.nextSteps.use} <a href="/salony">{t.nextSteps.shops}</a>
        </li>
        <li>{t.nextSteps.expires(coupon.validTo)}</li>
      </ol>
    </>
  );
}

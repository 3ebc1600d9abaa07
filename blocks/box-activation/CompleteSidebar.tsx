import { SIDEBAR } from '#overlays/keys.ts';
import { Sidebar } from '#overlays/Sidebar.tsx';
import type { Coupon } from './api.ts';
import { CouponDetails, NextSteps } from './CouponDetails.tsx';
import { texts as t } from './texts.ts';

/** The complete-box-activation sidebar (spec 2): the coupon just issued, what to do next, and the confirmation page. */
export default function CompleteSidebar({ coupon, confirmationUrl }: { coupon: Coupon; confirmationUrl: string }) {
  return (
    <Sidebar
      sidebarKey={SIDEBAR.completeBoxActivation}
      title={t.sidebar.title}
      actions={
        <a className="button" href={confirmationUrl}>
          {t.sidebar.goToConfirmation}
        </a>
      }
    >
      <p>{t.sidebar.lead}</p>
      <CouponDetails coupon={coupon} />
      <NextSteps coupon={coupon} />
    </Sidebar>
  );
}

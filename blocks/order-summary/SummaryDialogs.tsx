import { SIDEBAR } from '#overlays/keys.ts';
import { Sidebar } from '#overlays/Sidebar.tsx';
import { shopTexts as t } from '#shop/texts.ts';
import { closeSidebar } from '#stores/overlays.ts';

/** Spec 8: errorCode 712 on finalize opens the unsupported-bank sidebar. Loaded only when it opens. */
export default function SummaryDialogs({ message }: { message: string | null }) {
  return (
    <Sidebar
      sidebarKey={SIDEBAR.unsupportedBank}
      title={t.summary.unsupportedBankTitle}
      actions={
        <button type="button" className="button" onClick={closeSidebar}>
          {t.summary.chooseOther}
        </button>
      }
    >
      {message && <p>{message}</p>}
      <p>{t.summary.unsupportedBankBody}</p>
    </Sidebar>
  );
}

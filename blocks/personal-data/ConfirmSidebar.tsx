import { cityLine, formatPhone, parsePhone, streetLine } from '#domain/contact-details.ts';
import { SIDEBAR } from '#overlays/keys.ts';
import { Sidebar } from '#overlays/Sidebar.tsx';
import { ConfirmAction } from '#self-care/FlowError.tsx';
import type { PersonalDataChanges } from './form-model.ts';
import { texts as t } from './texts.ts';

type Address = NonNullable<PersonalDataChanges['mainAddress']>;

function Lines({ address }: { address: Address }) {
  const full = { ...address, apartment: address.apartment ?? '' };
  return (
    <>
      {streetLine(full)}
      <br />
      {cityLine(full)}
    </>
  );
}

/** The confirm-change-personal-data sidebar (spec 2): the new values as they will be stored, „Potwierdź”, and a refusal beside it. */
export default function ConfirmSidebar({
  changes,
  busy,
  error,
  onConfirm,
}: {
  changes: PersonalDataChanges;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const { mainAddress, billAddress, phone } = changes;
  return (
    <Sidebar
      sidebarKey={SIDEBAR.confirmChangePersonalData}
      title={t.sidebar.title}
      actions={<ConfirmAction label={t.sidebar.confirm} busy={busy} error={error} onConfirm={onConfirm} />}
    >
      <p>{t.sidebar.intro}</p>
      <dl className="personal-data__list">
        {mainAddress && (
          <>
            <dt>{t.labels.mainAddress}</dt>
            <dd>
              <Lines address={mainAddress} />
            </dd>
          </>
        )}
        {billAddress && (
          <>
            <dt>{t.labels.billAddress}</dt>
            <dd>
              <Lines address={billAddress} />
            </dd>
          </>
        )}
        <dt>{t.labels.phone}</dt>
        <dd>{phone ? formatPhone(parsePhone(phone) ?? phone) : t.none}</dd>
      </dl>
    </Sidebar>
  );
}

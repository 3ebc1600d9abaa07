import { FlowError } from '#self-care/FlowError.tsx';
import { texts as t } from './texts.ts';

/** What the top-up's steps show alike. */

/** A card's or a top-up's facts as a description list; rows without a value are left out. */
export function Facts({ rows }: { rows: ReadonlyArray<readonly [label: string, value: string | null | undefined]> }) {
  return (
    <dl className="prepaid-top-up__facts">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A step with nothing to go on with: why (a message, or the server's words), and the way back to the card step. */
export function BackToCard({ message, error = null, cardUrl }: { message?: string; error?: string | null; cardUrl: string }) {
  return (
    <>
      {message && <p>{message}</p>}
      <FlowError error={error} />
      <a className="button" href={cardUrl}>
        {t.startOver}
      </a>
    </>
  );
}

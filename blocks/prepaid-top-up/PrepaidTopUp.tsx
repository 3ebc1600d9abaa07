import { useId } from 'react';
import type { IslandProps } from '#registry/define-block.ts';
import type block from './block.ts';
import { CardStep } from './CardStep.tsx';
import { SummaryStep } from './SummaryStep.tsx';
import { VerificationStep } from './VerificationStep.tsx';
import { texts as t } from './texts.ts';
import './PrepaidTopUp.scss';

type Props = IslandProps<typeof block>;

/**
 * The prepaid card top-up (spec 2 templates tnk-status, summary and
 * verification; spec 3 "Prepaid card"; spec 7 /api-tnk/*), one step per page:
 * - card: the card's number checked as the contract checks it, its status,
 *   package and validity, what to do with a lapsed, never used or blocked
 *   card, and the packages with the end date each gives;
 * - summary: the card, package, price and new end date, and „Zapłać”, which
 *   opens the payment gateway's window;
 * - verification: the payment's outcome, followed until it settles.
 * The card, the package and the transaction cross the pages in the tab's
 * sessionStorage (flow-state.ts); each page reads the rest from the server.
 */
export default function PrepaidTopUp({ step, heading, cardUrl, summaryUrl, verificationUrl, contactUrl }: Props) {
  const headingId = `${useId()}-naglowek`;
  return (
    <section className="prepaid-top-up" aria-labelledby={headingId}>
      <h2 id={headingId} className="block-heading">
        {heading ?? t.heading[step]}
      </h2>
      {step === 'card' && <CardStep summaryUrl={summaryUrl} contactUrl={contactUrl} />}
      {step === 'summary' && <SummaryStep cardUrl={cardUrl} verificationUrl={verificationUrl} />}
      {step === 'verification' && <VerificationStep cardUrl={cardUrl} summaryUrl={summaryUrl} />}
    </section>
  );
}

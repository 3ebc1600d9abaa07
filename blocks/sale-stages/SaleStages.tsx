import { useEffect } from 'react';
import { stageLinks } from '#shop/stage-links.ts';
import { shopTexts as t } from '#shop/texts.ts';
import { trackShowOffer } from '#analytics/show-offer.ts';
import './SaleStages.scss';
import type block from './block.ts';
import type data from './data.ts';
import type { IslandProps } from '#registry/define-block.ts';

type Props = IslandProps<typeof block, typeof data>;

/** The ordered sale stages (spec 4 "Cart stages") with this page's stage marked. */
export default function SaleStages({ stage, stages }: Props) {
  // Spec 2: a stage whose code contains PACKAGE shows offers, which analytics records (without the e-commerce code: no money here).
  useEffect(() => trackShowOffer(stage), [stage]);
  return (
    <nav className="sale-stages" aria-label={t.stages.nav}>
      <ol>
        {stageLinks(stages, stage).map((entry, index) => (
          <li
            key={entry.stage}
            className={`sale-stages__step sale-stages__step--${entry.state}`}
            aria-current={entry.state === 'current' ? 'step' : undefined}
          >
            <span className="sale-stages__number" aria-hidden="true">
              {index + 1}
            </span>
            {entry.href ? <a href={entry.href}>{entry.label}</a> : <span>{entry.label}</span>}
            {entry.state === 'current' && <span className="visually-hidden">{` (${t.stages.current})`}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

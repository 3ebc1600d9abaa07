import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/** Every impact: the self-care sidebars are held to no violation at all (issue 13). */
export const ANY_IMPACT: ReadonlySet<Impact> = new Set(['minor', 'moderate', 'serious', 'critical']);
/** DESIGN.md: no serious axe violation on any page. */
export const SERIOUS_OR_CRITICAL: ReadonlySet<Impact> = new Set(['serious', 'critical']);

/** Axe (WCAG 2.1 A and AA) on the page as it is now finds no violation of these impacts. */
export async function expectNoViolations(page: Page, impacts: ReadonlySet<Impact> = SERIOUS_OR_CRITICAL): Promise<void> {
  // Islands hydrate and lazy content settles before the audit.
  await page.waitForLoadState('networkidle');
  // A dialog or backdrop fading in or out is half transparent: colours are audited once every overlay is fully shown or gone
  // (src/styles/_overlays.scss; a dialog just mounted starts at opacity 0 and fades in a frame or more later), and any
  // other transition has ended (endless animations, such as a spinner, are not waited for).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.overlay-backdrop, .modal, .sidebar')].every((overlay) => getComputedStyle(overlay).opacity === '1'),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => impacts.has((v.impact ?? 'minor') as Impact));
  const report = blocking
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
    )
    .join('\n');
  expect(blocking, `${page.url()}\n${report}`).toEqual([]);
}

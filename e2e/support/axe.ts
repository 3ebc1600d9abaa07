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
  // A dialog fading in is half transparent: its colours are audited once its transitions have ended. A dialog just mounted
  // starts its transition a frame later (Ariakit sets data-enter then), so frames pass before the running ones are awaited,
  // until two frames go by with none running (endless animations, such as a spinner, are not waited for).
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const ending = () =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
    for (let round = 0; round < 20; round += 1) {
      await frame();
      await frame();
      const running = ending();
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
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

import type { LockPageEvent } from '../../../content-schema/page.ts';
import { evaluateCheckedVisibility, reportInvalidVisibility } from '../../domain/visibility-eval.ts';
import type { VisibilityRuleSet } from '../../../content-schema/visibility.ts';
import { $session } from '../../stores/session.ts';
import { $device } from '../../stores/device.ts';
import type { ShellConfig } from './start-shell.ts';

/**
 * What depends on the session: menu items and blocks gated by visibility
 * expressions, and the self-care lock window. Re-evaluated whenever the
 * session or the device type changes.
 */
export function startSessionGates(config: ShellConfig): void {
  const gated = [...document.querySelectorAll<HTMLElement>('[data-visibility]')];
  const locks = JSON.parse(document.body.dataset.locks ?? '[]') as LockPageEvent[];
  const apply = () => {
    const session = $session.get() as Record<string, unknown>;
    for (const el of gated) {
      // The page was rendered with the expression checked (visibilityGate): a rule set, or the reason it is invalid.
      let rules: VisibilityRuleSet | null;
      try {
        rules = JSON.parse(el.dataset.visibility!) as VisibilityRuleSet | null;
      } catch {
        rules = null;
        el.dataset.visibilityError ??= 'wyrażenie nie jest poprawnym JSON-em';
      }
      const problem = el.dataset.visibilityError;
      if (problem !== undefined) {
        reportInvalidVisibility(problem, rules ?? el.dataset.visibility);
        el.hidden = true;
        continue;
      }
      el.hidden = !evaluateCheckedVisibility(rules, { session, custom: { device: $device.get() }, dataMapper: config.dataMapper });
    }
    const stamp = session.sessionStamp;
    // Only a page with lock events (self-care) loads the lock rule, once the session says when it started.
    if (locks.length && stamp) {
      void import('../../domain/lock.ts').then(({ lockRedirect }) => {
        const url = lockRedirect(locks, new Date(stamp as string | number), new Date());
        if (url && url !== location.pathname) location.assign(url);
      });
    }
  };
  $session.listen(apply);
  $device.listen(apply);
  apply();
}

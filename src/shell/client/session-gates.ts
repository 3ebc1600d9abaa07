import type { LockPageEvent } from '#content-schema/page.ts';
import { evaluateCheckedVisibility, reportInvalidVisibility } from '#domain/visibility-eval.ts';
import type { VisibilityRuleSet } from '#content-schema/visibility.ts';
import { $session } from '#stores/session.ts';
import { $device } from '#stores/device.ts';
import { $serverClockOffset } from '#stores/server-clock.ts';
import { onBrowserClock } from '#domain/server-clock.ts';
import type { ShellConfig } from './start-shell.ts';

/**
 * What depends on the session: menu items and blocks gated by visibility
 * expressions, and the self-care lock window. Re-evaluated whenever the
 * session or the device type changes.
 *
 * The lock's "session time" is the session's stamp, the server's time of its
 * latest answer (each sessionData stamps it anew, so a window also catches a
 * customer who signed in before it began; the server refuses the calls a
 * window covers on its own); "now" is the browser's clock (spec 4). The stamp is
 * read on the browser's clock, shifted by the offset the API answers' Date
 * header shows, so the two are judged against the window on one clock: how
 * long ago the session started counts the same on a device whose clock is
 * off, instead of the difference between two clocks deciding the lock.
 */
export function startSessionGates(config: ShellConfig, navigate: (url: string) => void = (url) => location.assign(url)): void {
  const gated = [...document.querySelectorAll<HTMLElement>('[data-visibility]')];
  const locks = JSON.parse(document.body.dataset.locks ?? '[]') as LockPageEvent[];
  let redirecting = false;
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
    if (locks.length && stamp && !redirecting) {
      const sessionTime = onBrowserClock(stamp as string | number, $serverClockOffset.get());
      void import('#domain/lock.ts').then(({ lockRedirect }) => {
        const url = lockRedirect(locks, sessionTime, new Date());
        if (!url || url === location.pathname || redirecting) return;
        redirecting = true;
        navigate(url);
      });
    }
  };
  $session.listen(apply);
  $device.listen(apply);
  apply();
}

import { UNKNOWN_PATH } from './support/routes.ts';
import { expect, test } from './support/test.ts';

/** DESIGN.md, "Quality bars": CSP on and security headers on every response. */
test.describe('security headers', () => {
  for (const path of ['/', '/pomoc', '/katalog-blokow', '/landing', UNKNOWN_PATH]) {
    test(`${path} carries a Content-Security-Policy and X-Content-Type-Options`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      const csp = headers['content-security-policy'];
      expect(csp, 'Content-Security-Policy header').toBeTruthy();
      const directives = new Map(
        csp!
          .split(';')
          .map((d) => d.trim())
          .filter(Boolean)
          .map((d) => [d.split(/\s+/)[0]!, d] as const),
      );
      expect(directives.get('default-src')).toContain("'self'");
      expect(directives.get('object-src')).toContain("'none'");
      expect(directives.get('script-src') ?? directives.get('default-src')).not.toContain("'unsafe-inline'");
    });
  }

  test('static assets carry X-Content-Type-Options', async ({ request }) => {
    const response = await request.get('/favicon.svg');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
});

test.describe('no Content-Security-Policy violations', () => {
  for (const path of ['/', '/katalog-blokow', '/landing', '/oferta-online']) {
    test(`${path} runs its scripts, styles and media within the policy`, async ({ page, context, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      // The machine is offline: other hosts fail fast instead of waiting on DNS (a failed load is no violation).
      await context.route(
        (url) => url.origin !== origin,
        (route) => route.abort(),
      );
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
        );
      });
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) consoleErrors.push(message.text());
      });
      await page.goto(path);
      // Scroll through the page so that islands and media hydrated on visibility start too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
          scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
        }
      });
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      expect(violations, 'securitypolicyviolation events').toEqual([]);
      expect(consoleErrors, 'CSP errors in the console').toEqual([]);
    });
  }
});

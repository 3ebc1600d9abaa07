import { describe, expect, it } from 'vitest';
import { formatStartupReport, runStartup } from './startup.ts';

describe('the start-up part of the bench', () => {
  it('times opening and checking the seed database and one with more customers, on each database it has', async () => {
    const report = await runStartup({ step: () => {}, customers: 500 });
    const databases = process.env.TEST_DATABASE_URL?.trim() ? ['pglite', 'postgres'] : ['pglite'];
    expect(report.measurements.map((m) => [m.database, m.customers])).toEqual(
      databases.flatMap((d) => [
        [d, 0],
        [d, 500],
      ]),
    );
    for (const database of databases) {
      const [seed, grown] = report.measurements.filter((m) => m.database === database);
      // Each customer brings a session and a cart.
      expect(grown!.rows - seed!.rows).toBeGreaterThanOrEqual(1500);
      for (const m of [seed!, grown!]) expect([m.openMs > 0, m.checkMs > 0]).toEqual([true, true]);
    }
    expect(formatStartupReport(report)).toMatch(/pglite\s+\+500\s/);
  }, 120_000);
});

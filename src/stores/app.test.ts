import { beforeEach, describe, expect, it, vi } from 'vitest';

// The initialized flag never goes back, so each test starts from a fresh module.
let app: typeof import('./app.ts');
beforeEach(async () => {
  vi.resetModules();
  app = await import('./app.ts');
});

describe('$appInitialized', () => {
  it('starts false and flips to true once', () => {
    const seen: boolean[] = [];
    const stop = app.$appInitialized.subscribe((v) => seen.push(v));
    app.markAppInitialized();
    app.markAppInitialized();
    expect(app.$appInitialized.get()).toBe(true);
    expect(seen).toEqual([false, true]);
    stop();
  });
});

describe('global loading (spec 4)', () => {
  it('is true before initialisation even with nothing loading', () => {
    expect(app.$globalLoading.get()).toBe(true);
  });

  it('is false once initialised with no slice loading', () => {
    app.markAppInitialized();
    expect(app.$globalLoading.get()).toBe(false);
  });

  it('is true while any slice loads after initialisation, and false when they are all done', () => {
    app.markAppInitialized();
    app.setSliceLoading('discount', true);
    app.setSliceLoading('session', true);
    expect(app.$globalLoading.get()).toBe(true);
    app.setSliceLoading('discount', false);
    expect(app.$globalLoading.get()).toBe(true);
    app.setSliceLoading('session', false);
    expect(app.$globalLoading.get()).toBe(false);
    expect(app.$sliceLoading.get()).toEqual({ discount: false, session: false });
  });

  it('the rule itself', () => {
    expect(app.isGlobalLoading(false, {})).toBe(true);
    expect(app.isGlobalLoading(true, {})).toBe(false);
    expect(app.isGlobalLoading(true, { a: false, b: undefined })).toBe(false);
    expect(app.isGlobalLoading(true, { a: false, b: true })).toBe(true);
  });
});

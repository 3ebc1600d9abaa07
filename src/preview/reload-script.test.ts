import { describe, expect, it, vi } from 'vitest';
import { PREVIEW_RELOAD_SCRIPT } from './reload-script.ts';

const CMS = 'https://cms.example';

/** Runs the inline script as the browser would, in a page framed by the CMS (or not), and returns what it did. */
function runInFrame({ origin = CMS, framed = true }: { origin?: string | null; framed?: boolean } = {}) {
  const listeners: ((event: { origin: string; data: unknown }) => void)[] = [];
  const parent = { postMessage: vi.fn() };
  const reload = vi.fn();
  const window: Record<string, unknown> = {
    opener: null,
    addEventListener: (type: string, listener: (typeof listeners)[number]) => type === 'message' && listeners.push(listener),
    location: { reload },
  };
  window.parent = framed ? parent : window;
  const document = { currentScript: { getAttribute: (name: string) => (name === 'data-cms-origin' ? origin : null) } };
  new Function('window', 'document', PREVIEW_RELOAD_SCRIPT)(window, document);
  const post = (event: { origin: string; data: unknown }) => listeners.forEach((listener) => listener(event));
  return { parent, reload, post, listening: listeners.length > 0 };
}

describe('the live preview listener', () => {
  it('tells the CMS the preview is ready, addressed to the CMS origin only', () => {
    const { parent } = runInFrame();
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'payload-live-preview', ready: true }, CMS);
  });

  it('reloads the page on a save in the CMS, and on nothing else', () => {
    const { post, reload } = runInFrame();
    post({ origin: 'https://evil.example', data: { type: 'payload-document-event' } });
    post({ origin: CMS, data: { type: 'payload-live-preview', data: {} } });
    post({ origin: CMS, data: null });
    expect(reload).not.toHaveBeenCalled();
    post({ origin: CMS, data: { type: 'payload-document-event' } });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a page opened outside the CMS, or without the CMS origin', () => {
    expect(runInFrame({ framed: false }).listening).toBe(false);
    expect(runInFrame({ origin: null }).listening).toBe(false);
  });

  it('is text an HTML script element can hold', () => {
    expect(PREVIEW_RELOAD_SCRIPT).not.toMatch(/<\/script/i);
  });
});

import { describe, expect, it } from 'vitest';
import { decideEmbeddingMessage, isAllowedOrigin, frameAncestorsDirective } from './embedding.ts';

const allowList = ['https://aplikacja.horyzont.example', 'http://localhost:5173/'];
const session = { userLogin: 'jan.kowalski', cart: { currentStage: 'PACKAGE' } };
const ask = { app: 'EXTERNAL', action: 'GET_SESSION_DATA' };

describe('allowed origins', () => {
  it('accepts an origin on the list, scheme, host and port alike', () => {
    expect(isAllowedOrigin('https://aplikacja.horyzont.example', allowList)).toBe(true);
    // A configured entry with a trailing slash still names the origin.
    expect(isAllowedOrigin('http://localhost:5173', allowList)).toBe(true);
  });

  it('refuses look-alikes, other schemes and ports, and opaque origins', () => {
    for (const origin of [
      'https://aplikacja.horyzont.example.zly.example',
      'https://zly.example',
      'http://aplikacja.horyzont.example',
      'https://aplikacja.horyzont.example:8443',
      'http://localhost:5174',
      'https://APLIKACJA.horyzont.example/',
      'null',
      '',
    ]) {
      expect(isAllowedOrigin(origin, allowList), origin).toBe(false);
    }
  });

  it('allows nothing with an empty list', () => {
    expect(isAllowedOrigin('https://aplikacja.horyzont.example', [])).toBe(false);
  });
});

describe('the embedding app message (spec 4)', () => {
  it('answers GET_SESSION_DATA from an allowed origin with the session and status OK', () => {
    expect(decideEmbeddingMessage(ask, 'https://aplikacja.horyzont.example', allowList, session)).toEqual({
      kind: 'reply',
      message: { app: 'EXTERNAL', action: 'GET_SESSION_DATA', status: 'OK', data: session },
    });
  });

  it('ignores the same request from any other origin', () => {
    expect(decideEmbeddingMessage(ask, 'https://zly.example', allowList, session)).toEqual({ kind: 'ignore' });
  });

  it('reports an unsupported action from an allowed origin', () => {
    expect(decideEmbeddingMessage({ app: 'EXTERNAL', action: 'LOGOUT' }, 'https://aplikacja.horyzont.example', allowList, session)).toEqual({
      kind: 'unsupported',
      action: 'LOGOUT',
    });
  });

  it('stays silent about an unsupported action from another origin', () => {
    expect(decideEmbeddingMessage({ app: 'EXTERNAL', action: 'LOGOUT' }, 'https://zly.example', allowList, session)).toEqual({ kind: 'ignore' });
  });

  it('ignores messages of other apps and non-objects', () => {
    for (const data of [{ app: 'DEVTOOLS', action: 'GET_SESSION_DATA' }, 'GET_SESSION_DATA', null, 42]) {
      expect(decideEmbeddingMessage(data, 'https://aplikacja.horyzont.example', allowList, session), JSON.stringify(data)).toEqual({
        kind: 'ignore',
      });
    }
  });
});

describe('framing by the embedding apps', () => {
  it('lets exactly the allow-listed origins frame a page', () => {
    expect(frameAncestorsDirective(['https://aplikacja.horyzont.example', 'https://tv.horyzont.example:8443'])).toBe(
      'frame-ancestors https://aplikacja.horyzont.example https://tv.horyzont.example:8443',
    );
  });

  it('writes each origin once, without paths, and drops what is no web origin', () => {
    expect(
      frameAncestorsDirective(['https://aplikacja.horyzont.example/start', 'https://aplikacja.horyzont.example', 'javascript:alert(1)', "'self'"]),
    ).toBe('frame-ancestors https://aplikacja.horyzont.example');
  });

  it('lets nobody frame a page when no app is allowed', () => {
    expect(frameAncestorsDirective([])).toBe("frame-ancestors 'none'");
  });
});

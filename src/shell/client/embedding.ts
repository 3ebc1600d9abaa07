import { decideEmbeddingMessage } from '#domain/embedding.ts';
import { $appInitialized } from '#stores/app.ts';
import { $session } from '#stores/session.ts';
import type { ShellConfig } from './start-shell.ts';

/**
 * The embedding app (spec 4, DESIGN security): `{ app: 'EXTERNAL', action:
 * 'GET_SESSION_DATA' }` posted by an allow-listed origin is answered, to that
 * origin only, with the session data and status OK once start-up has loaded
 * it. Other origins get nothing; an unsupported action from an allowed one is
 * reported on the console (spec 8).
 */

/** Runs `then` once the app is initialised (at once if it already is). */
function whenInitialized(then: () => void): void {
  if ($appInitialized.get()) return then();
  const stop = $appInitialized.listen((ready) => {
    if (!ready) return;
    stop();
    then();
  });
}

/** Answers one message (the decision is the domain's; the shell loads this module when a message arrives). */
export function answerEmbeddingMessage(event: MessageEvent, allowList: readonly string[]): void {
  const first = decideEmbeddingMessage(event.data, event.origin, allowList, null);
  if (first.kind === 'ignore') return;
  if (first.kind === 'unsupported') {
    console.warn(`Embedding app: unsupported action "${first.action}" from ${event.origin}`);
    return;
  }
  const source = event.source;
  // Only a window can be answered with a target origin (a MessagePort has no origin check).
  if (!source || (typeof MessagePort !== 'undefined' && source instanceof MessagePort)) return;
  whenInitialized(() => {
    const decision = decideEmbeddingMessage(event.data, event.origin, allowList, $session.get());
    if (decision.kind === 'reply') (source as Window).postMessage(decision.message, event.origin);
  });
}

export function startEmbedding(config: Pick<ShellConfig, 'embeddingOrigins'>): () => void {
  const allowList = config.embeddingOrigins ?? [];
  const onMessage = (event: MessageEvent) => answerEmbeddingMessage(event, allowList);
  addEventListener('message', onMessage);
  return () => removeEventListener('message', onMessage);
}

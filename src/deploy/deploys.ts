import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The deploys of published content: each publish hook joins the deploy
 * waiting to start (a burst of publishes, one build) or queues a new one;
 * one build runs at a time. A deploy is queued, then building, then live
 * (replaced once a newer one is) or failed with the reason. The list is kept in a file beside the builds,
 * so a runner that restarts finishes what was queued or cut short.
 */

/** `replaced`: was live until a newer deploy went live. */
export type DeployState = 'queued' | 'building' | 'live' | 'replaced' | 'failed';

/** What the CMS published: the content API's collection, the entry, its page path. */
export interface PublishEvent {
  collection: string;
  id: string;
  path: string | null;
}

export interface Deploy {
  id: string;
  state: DeployState;
  events: PublishEvent[];
  queuedAt: string;
  /** When the last publish it holds came. */
  lastPublishAt: string;
  startedAt?: string;
  finishedAt?: string;
  /** The build's folder under the deploys folder (`builds/<id>`), once it started. */
  build?: string;
  /** Why it failed, in the build's own words (the end of its output). */
  reason?: string;
}

/** Kept in the state file: the deploys (newest first) and the hooks already taken, by webhook-id. */
interface Saved {
  deploys: Deploy[];
  hooks: Record<string, string>;
}

const KEPT_DEPLOYS = 50;
/** A hook's id is remembered a little longer than a signature stays valid (Standard Webhooks: 5 minutes). */
const HOOK_MEMORY_MS = 10 * 60 * 1000;

export interface DeployTiming {
  /** Quiet time after the last publish before the build starts. */
  debounceMs: number;
  /** Longest a publish waits for quiet: a steady stream of publishes still deploys. */
  maxWaitMs: number;
}

export interface DeploysOptions extends DeployTiming {
  /** The deploys folder: the state file, the builds and the live pointer live here. */
  dir: string;
  /** Builds the site into `folder` (absolute); resolves, or rejects with the reason. */
  build: (folder: string) => Promise<void>;
  /** Makes `folder` (relative to the deploys folder) the live build. */
  goLive: (folder: string) => Promise<void>;
  now?: () => Date;
}

export interface Deploys {
  /** Takes a publish hook: the deploy it joined, or undefined when its id was taken already (a replay). */
  publish(hookId: string, event: PublishEvent): Promise<Deploy | undefined>;
  list(): Deploy[];
  /** Resolves once nothing is queued or building (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
}

export async function openDeploys(options: DeploysOptions): Promise<Deploys> {
  const now = options.now ?? (() => new Date());
  const stateFile = path.join(options.dir, 'deploys.json');
  await mkdir(path.join(options.dir, 'builds'), { recursive: true });
  const saved: Saved = await readFile(stateFile, 'utf8')
    .then((text) => JSON.parse(text) as Saved)
    .catch(() => ({ deploys: [], hooks: {} }));

  let writing = Promise.resolve();
  const save = () => {
    const cutoff = now().getTime() - HOOK_MEMORY_MS;
    for (const [id, at] of Object.entries(saved.hooks)) if (Date.parse(at) < cutoff) delete saved.hooks[id];
    saved.deploys = saved.deploys.slice(0, KEPT_DEPLOYS);
    const text = JSON.stringify(saved, null, 2);
    // Whole or not at all: written beside, then renamed over.
    writing = writing.then(async () => {
      await writeFile(`${stateFile}.tmp`, text);
      await rename(`${stateFile}.tmp`, stateFile);
    });
    return writing;
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  const waiting = () => saved.deploys.find((deploy) => deploy.state === 'queued');

  const run = async (deploy: Deploy) => {
    deploy.state = 'building';
    deploy.startedAt = now().toISOString();
    deploy.build = path.join('builds', deploy.id);
    await save();
    try {
      await options.build(path.join(options.dir, deploy.build));
      await options.goLive(deploy.build);
      for (const other of saved.deploys) if (other.state === 'live') other.state = 'replaced';
      deploy.state = 'live';
    } catch (error) {
      deploy.state = 'failed';
      deploy.reason = (error as Error).message;
    }
    deploy.finishedAt = now().toISOString();
    await save();
  };

  /** Starts the waiting deploy when its quiet time is over, unless a build runs (it starts after). */
  const schedule = () => {
    clearTimeout(timer);
    const next = waiting();
    if (!next || running || closed) return;
    const due = Math.min(Date.parse(next.lastPublishAt) + options.debounceMs, Date.parse(next.queuedAt) + options.maxWaitMs);
    timer = setTimeout(
      () => {
        running = run(next).finally(() => {
          running = undefined;
          schedule();
        });
      },
      Math.max(0, due - now().getTime()),
    );
  };

  // A deploy cut short by a stop builds again from the start.
  for (const deploy of saved.deploys) if (deploy.state === 'building') Object.assign(deploy, { state: 'queued' as const });
  schedule();

  return {
    async publish(hookId, event) {
      if (saved.hooks[hookId]) return undefined;
      saved.hooks[hookId] = now().toISOString();
      const at = now().toISOString();
      let deploy = waiting();
      if (!deploy) {
        const id = `${at.replace(/\D/g, '').slice(0, 14)}-${randomUUID().slice(0, 8)}`;
        deploy = { id, state: 'queued', events: [], queuedAt: at, lastPublishAt: at };
        saved.deploys.unshift(deploy);
      }
      deploy.events.push(event);
      deploy.lastPublishAt = at;
      await save();
      schedule();
      return { ...deploy };
    },
    list: () => saved.deploys.map(({ ...deploy }) => deploy),
    async idle() {
      while (waiting() || running) {
        await (running ?? new Promise((resolve) => setTimeout(resolve, 20)));
      }
      await writing;
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}

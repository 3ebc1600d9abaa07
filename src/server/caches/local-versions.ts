import type { Database } from '../db/index.ts';

/**
 * Versions kept in the process from the database's change notifications
 * (migrations 0008-0011), for embedded PGlite: its one process receives a
 * committed change's notification before the writing call returns, so a
 * version read here is never behind the data, and costs no query.
 *
 * A change gives its key the next number of one counter. Keys are
 * forgotten oldest first beyond a bound; a key not known reads as the
 * counter's value when a key was last forgotten, which differs from every
 * version a value of a changed key could have been cached at since.
 */
export interface LocalVersions {
  of(channel: string, key: string): string;
  close(): Promise<void>;
}

const MAX_KEYS = 100_000;

export async function localVersions(db: Database, channels: readonly string[]): Promise<LocalVersions> {
  if (!db.listen) throw new Error('Local versions need a database that delivers its notifications in the process (embedded PGlite)');
  const versions = new Map<string, number>();
  let counter = 0;
  let forgottenAt = 0;
  const listen = db.listen.bind(db);
  const unlisteners = await Promise.all(
    channels.map((channel) =>
      listen(channel, (key) => {
        const name = `${channel}:${key}`;
        versions.delete(name);
        versions.set(name, ++counter);
        if (versions.size > MAX_KEYS) {
          versions.delete(versions.keys().next().value as string);
          forgottenAt = counter;
        }
      }),
    ),
  );
  return {
    of: (channel, key) => String(versions.get(`${channel}:${key}`) ?? forgottenAt),
    async close() {
      await Promise.all(unlisteners.map((unlisten) => unlisten()));
    },
  };
}

'use client';
// The deploys of published content as the deploy runner reports them (GET
// /api/deploys): on the dashboard, every recent one; beside a page, those
// that carry it. Refreshed every few seconds while one is queued or building.
import { useDocumentInfo } from '@payloadcms/ui';
import { useEffect, useState } from 'react';

type Deploy = {
  id: string;
  state: 'queued' | 'building' | 'live' | 'replaced' | 'failed';
  events: Array<{ collection: string; id: string; path: string | null }>;
  queuedAt: string;
  finishedAt?: string;
  reason?: string;
};
type Answer = { deploys: Deploy[] | null; error?: string };

const STATES: Record<Deploy['state'], string> = {
  queued: 'W kolejce',
  building: 'Budowanie strony',
  live: 'Na stronie',
  replaced: 'Zastąpione nowszym',
  failed: 'Nieudane',
};
const REFRESH_MS = 2_000;
const SHOWN = 10;

const time = (iso: string) => new Date(iso).toLocaleString('pl-PL', { dateStyle: 'short', timeStyle: 'medium' });
const what = (deploy: Deploy) => [...new Set(deploy.events.map((event) => event.path ?? event.collection))].join(', ');

function useDeploys(): Answer | undefined {
  const [answer, setAnswer] = useState<Answer>();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      const next = (await fetch('/api/deploys', { credentials: 'include' })
        .then((response) => response.json())
        .catch(() => ({ deploys: null, error: 'Usługa wdrożeń nie odpowiada.' }))) as Answer;
      if (stopped) return;
      setAnswer(next);
      timer = setTimeout(load, REFRESH_MS);
    };
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  return answer;
}

export function DeployList({ forDocument = false }: { forDocument?: boolean }) {
  const answer = useDeploys();
  const { id } = useDocumentInfo();
  if (forDocument && id === undefined) return null;
  const deploys = (answer?.deploys ?? []).filter((deploy) => !forDocument || deploy.events.some((event) => event.id === String(id))).slice(0, SHOWN);
  return (
    <section className="deploy-list" aria-labelledby="deploy-list-heading" aria-live="polite" style={{ marginBlock: '1rem' }}>
      <h2 id="deploy-list-heading" style={{ fontSize: '1.1rem' }}>
        {forDocument ? 'Wdrożenia tej strony' : 'Wdrożenia na stronę'}
      </h2>
      {!answer ? (
        <p>Wczytywanie…</p>
      ) : answer.deploys === null ? (
        <p>{answer.error ?? 'Publikacja nie trafia na stronę: nie skonfigurowano usługi wdrożeń.'}</p>
      ) : deploys.length === 0 ? (
        <p>{forDocument ? 'Ta strona nie była jeszcze wdrażana.' : 'Brak wdrożeń.'}</p>
      ) : (
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {deploys.map((deploy) => (
            <li
              key={deploy.id}
              data-deploy-state={deploy.state}
              style={{ paddingBlock: '0.5rem', borderBottom: '1px solid var(--theme-elevation-100)' }}
            >
              <strong>{STATES[deploy.state]}</strong> · {time(deploy.finishedAt ?? deploy.queuedAt)} · {what(deploy)}
              {deploy.reason && <pre style={{ whiteSpace: 'pre-wrap', fontSize: '0.8rem', marginTop: '0.25rem' }}>{deploy.reason}</pre>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Beside a page in the admin: the deploys that carry it. */
export const PageDeploys = () => <DeployList forDocument />;

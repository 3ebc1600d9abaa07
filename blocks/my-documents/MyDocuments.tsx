import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { usePageQueryClient } from '#api-client/hooks.ts';
import { OPERATION_KEY_ROOT } from '#api-client/page-cache.ts';
import { useSession } from '#stores/use-session.ts';
import type { IslandProps } from '#registry/define-block.ts';
import type { CustomerDocument } from './api.ts';
import type block from './block.ts';
import type data from './data.ts';
import { texts as t } from './texts.ts';
import './MyDocuments.scss';

type Props = IslandProps<typeof block, typeof data>;

/** The documents modal (spec 2), loaded when a customer opens a document's details. */
const DocumentModal = lazy(() => import('./DocumentModal.tsx'));
const api = () => import('./api.ts');

const GROUPS = ['customer', 'offer', 'general'] as const;

/**
 * "My documents" (spec 2 my account, my documents; spec 7 offerDocument/all):
 * the signed-in customer's documents by kind — their own contract documents,
 * those of the services they hold, the general ones — each with its status,
 * a download and its details in the documents modal. Anonymous visitors are
 * sent to the login page by the shell (the template requires it).
 */
export default function MyDocuments({ heading, articleNames }: Props) {
  const { session, ready } = useSession();
  const signedIn = ready && Boolean(session.userLogin);
  const [shown, setShown] = useState<CustomerDocument | null>(null);
  const documents = useQuery(
    {
      queryKey: [OPERATION_KEY_ROOT, 'offerDocument/all', { context: 'selfcare', customer: session.userLogin }],
      queryFn: async ({ signal }) => (await api()).selfcareDocuments(signal),
      enabled: signedIn,
      // A failure is said at once, with „Spróbuj ponownie” beside it.
      retry: false,
    },
    usePageQueryClient(),
  );

  if (!ready) return <p>{t.loading}</p>;
  if (!session.userLogin) return null;

  return (
    <section className="my-documents" aria-labelledby="my-documents-heading">
      <h2 id="my-documents-heading" className="block-heading">
        {heading ?? t.heading}
      </h2>
      {documents.isPending && <p>{t.loading}</p>}
      {documents.isError && (
        <p className="shop-error" role="alert">
          {t.failed}{' '}
          <button type="button" className="button button--secondary" onClick={() => void documents.refetch()}>
            {t.retry}
          </button>
        </p>
      )}
      {documents.data?.length === 0 && <p>{t.none}</p>}
      {documents.data &&
        GROUPS.map((group) => {
          const list = documents.data.filter((document) => document.source === group);
          if (list.length === 0) return null;
          return (
            <section key={group} className="my-documents__group" aria-labelledby={`dokumenty-${group}`}>
              <h3 id={`dokumenty-${group}`}>{t.groups[group]}</h3>
              <ul className="my-documents__list">
                {list.map((document) => (
                  <li key={document.id} className="my-documents__item">
                    <span className="my-documents__title">{document.title}</span>
                    <span className="my-documents__status">{t.status(document.status)}</span>
                    <span className="my-documents__actions">
                      {document.file.url ? (
                        <a className="button button--secondary" href={document.file.url} download aria-label={t.on(t.download, document.title)}>
                          {t.download}
                        </a>
                      ) : (
                        <span>{t.noFile}</span>
                      )}
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={t.on(t.details, document.title)}
                        onClick={() => setShown(document)}
                      >
                        {t.details}
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      {shown && (
        <Suspense fallback={null}>
          <DocumentModal document={shown} articleNames={articleNames} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </section>
  );
}

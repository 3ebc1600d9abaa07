import { useQuery } from '@tanstack/react-query';
import { usePageQueryClient } from '#api-client/hooks.ts';
import { OPERATION_KEY_ROOT } from '#api-client/page-cache.ts';
import { Modal } from '#overlays/Modal.tsx';
import { changeDocuments } from './api.ts';
import { texts as t } from './texts.ts';

/** The downgrade documents modal (spec 2): the documents of the offers taken that a change of package needs (spec 5: ACTIVE and downgradeavailable). */
export default function ChangeDocuments({ offerCodes, onClose }: { offerCodes: string[]; onClose: () => void }) {
  const documents = useQuery(
    {
      queryKey: [OPERATION_KEY_ROOT, 'offerDocument/all', { context: 'downgrade', offerCodes }],
      queryFn: () => changeDocuments(offerCodes),
    },
    usePageQueryClient(),
  );
  return (
    <Modal open onClose={onClose} title={t.documentsTitle}>
      {documents.isPending && <p>{t.documentsLoading}</p>}
      {documents.isError && <p className="shop-error">{t.documentsFailed}</p>}
      {documents.data?.length === 0 && <p>{t.documentsNone}</p>}
      {documents.data && documents.data.length > 0 && (
        <ul>
          {documents.data.map((document) => (
            <li key={document.id}>{document.file.url ? <a href={document.file.url}>{document.title}</a> : document.title}</li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

import { Modal } from '#overlays/Modal.tsx';
import type { CustomerDocument } from './api.ts';
import { texts as t } from './texts.ts';

/** The documents modal (spec 2): a document's status, kind, the services it is about and its download. */
export default function DocumentModal({
  document,
  articleNames,
  onClose,
}: {
  document: CustomerDocument;
  articleNames: Record<string, string>;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={document.title}
      actions={
        document.file.url && (
          <a className="button" href={document.file.url} download>
            {t.download}
          </a>
        )
      }
    >
      <dl className="my-documents__details">
        <dt>{t.modal.status}</dt>
        <dd>{t.status(document.status)}</dd>
        <dt>{t.modal.kind}</dt>
        <dd>{t.kinds[document.source]}</dd>
        {document.articleCodes.length > 0 && (
          <>
            <dt>{t.modal.services}</dt>
            <dd>{document.articleCodes.map((code) => articleNames[code] ?? code).join(', ')}</dd>
          </>
        )}
      </dl>
      {!document.file.url && <p>{t.noFile}</p>}
    </Modal>
  );
}

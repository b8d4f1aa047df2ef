import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../lib/toast.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { ACCEPTED_DOCUMENTS, deleteDocument, documentKind, downloadDocument, listDocuments, MAX_DOCUMENT_BYTES, uploadDocument, type TeamDocument } from '../api/documents.ts';
import './documents.css';

interface Props {
  organisationId: string;
  /** The area's navigation. */
  nav?: ReactNode;
  /** Who is looking, and their role: deleting is for the uploader, an owner or an admin (the server decides again). */
  myUniqueId: string;
  myRole: string;
}

const sizeOf = (bytes: number, locale: string): string => {
  const units = ['B', 'KB', 'MB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
};

/** /cc/dashboard/documents and /so/dashboard/documents: the team's files — upload, list, download, delete. */
export function DocumentsPage({ organisationId, nav, myUniqueId, myRole }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const loaded = useOutcome(organisationId, () => listDocuments(organisationId));
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TeamDocument | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = t('documents.documentTitle');
  }, [t]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > MAX_DOCUMENT_BYTES) {
      setUploadError(t('documents.tooLarge'));
      return;
    }
    setUploading(true);
    const outcome = await uploadDocument(organisationId, file).catch(() => null);
    setUploading(false);
    if (input.current) input.current.value = '';
    if (!outcome?.ok) {
      setUploadError(
        t(
          outcome?.code === 'PDF_ACTIVE_CONTENT'
            ? 'documents.pdfActive'
            : outcome?.status === 415
              ? 'documents.unsupported'
              : outcome?.status === 413
                ? 'documents.tooLarge'
                : 'documents.uploadFailed',
        ),
      );
      return;
    }
    toast.success(t('documents.uploaded', { name: outcome.value.name }));
    if (loaded.status === 'ready') loaded.set([outcome.value, ...loaded.value]);
    else loaded.reload();
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const outcome = await deleteDocument(organisationId, deleting.documentId).catch(() => null);
    setBusy(false);
    if (!outcome?.ok) {
      toast.error(t('documents.deleteFailed'));
      return;
    }
    toast.success(t('documents.deleted', { name: deleting.name }));
    if (loaded.status === 'ready') loaded.set(loaded.value.filter((d) => d.documentId !== deleting.documentId));
    setDeleting(null);
  };

  const list = (() => {
    if (loaded.status === 'loading') {
      return (
        <div className="documents__loading" role="status" aria-label={t('common.loading')}>
          <Skeleton className="documents__skeleton" />
          <Skeleton className="documents__skeleton" />
        </div>
      );
    }
    if (loaded.status === 'failed') {
      return (
        <div className="alert alert--error" role="alert" data-testid="documents-error">
          <p>{t('documents.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={loaded.reload}>
            {t('documents.retry')}
          </button>
        </div>
      );
    }
    if (loaded.value.length === 0) {
      return (
        <p className="muted" data-testid="documents-empty">
          {t('documents.empty')}
        </p>
      );
    }
    return (
      <ul className="documents__list" data-testid="documents-list">
        {loaded.value.map((d) => (
          <li key={d.documentId} className="documents__item" data-testid="document-row">
            <div className="documents__what">
              <span className={`documents__kind documents__kind--${documentKind(d.contentType)}`}>{t(`documents.kind.${documentKind(d.contentType)}`)}</span>
              <span className="documents__name">{d.name}</span>
              <span className="muted documents__meta">
                {t('documents.meta', {
                  size: sizeOf(d.size, locale),
                  name: `${d.uploadedBy.firstName} ${d.uploadedBy.LastName}`.trim() || t('documents.someone'),
                  date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(d.uploadedAt)),
                })}
              </span>
            </div>
            <div className="documents__actions">
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={t('documents.downloadOne', { name: d.name })}
                onClick={() => {
                  void downloadDocument(organisationId, d).then((ok) => ok || toast.error(t('documents.downloadFailed')));
                }}
                data-testid="document-download"
              >
                {t('documents.download')}
              </button>
              {(d.uploadedBy.uniqueId === myUniqueId || myRole === 'owner' || myRole === 'admin') && (
                <button type="button" className="button button--danger button--small" aria-label={t('documents.deleteOne', { name: d.name })} onClick={() => setDeleting(d)} data-testid="document-delete">
                  {t('documents.delete')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  })();

  return (
    <div className="container page documents" data-testid="documents-page">
      <header className="page-header">
        <h1 className="page-title">{t('documents.title')}</h1>
        <p className="page-lead">{t('documents.lead')}</p>
      </header>
      {nav}
      <section className="documents__upload" aria-labelledby="documents-upload-title">
        <h2 id="documents-upload-title">{t('documents.uploadTitle')}</h2>
        {/* The browser's own file button speaks the browser's language, not the page's: ours is the label. */}
        <div className="documents__picker">
          <label htmlFor="documents-file" className="button button--primary">
            {t('documents.choose')}
          </label>
          <input
          ref={input}
          id="documents-file"
          type="file"
          className="documents__input"
          accept={ACCEPTED_DOCUMENTS}
          disabled={uploading}
          aria-describedby="documents-hint"
          onChange={(e) => void upload(e.currentTarget.files?.[0])}
          data-testid="documents-file"
          />
        </div>
        <p id="documents-hint" className="field__hint">
          {t('documents.hint')}
        </p>
        {uploading && (
          <p role="status" className="muted">
            {t('documents.uploading')}
          </p>
        )}
        {uploadError && (
          <p className="alert alert--error" role="alert" data-testid="documents-upload-error">
            {uploadError}
          </p>
        )}
      </section>
      <section aria-labelledby="documents-list-title">
        <h2 id="documents-list-title">{t('documents.listTitle')}</h2>
        {list}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={t('documents.confirmTitle')}
        body={t('documents.confirmBody', { name: deleting?.name ?? '' })}
        cancelLabel={t('documents.cancel')}
        confirmLabel={t('documents.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
        busy={busy}
        testId="documents-confirm"
      />
    </div>
  );
}

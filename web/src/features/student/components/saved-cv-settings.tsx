import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { cvProblem, getSavedCv, removeSavedCv, savedCvText, uploadSavedCv } from '../../../lib/saved-cv.ts';

/** Settings: the one CV kept in the profile, uploaded, replaced or removed here and offered in every apply box. */
export function SavedCvSettings() {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const saved = useOutcome('saved-cv', getSavedCv);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    setDone(null);
    if (!file) return;
    const problem = cvProblem(file, t);
    setError(problem ?? undefined);
    if (problem) return;
    setBusy(true);
    try {
      const outcome = await uploadSavedCv(file);
      if (outcome.ok) {
        saved.set(outcome.value);
        setDone(t('jobs.cv.saved'));
      } else setError(outcome.code === 'FILE_TOO_LARGE' ? t('jobs.page.errors.cvSize') : outcome.code === 'UNSUPPORTED_FILE' ? t('jobs.page.errors.cvType') : t('jobs.cv.failed'));
    } catch {
      setError(t('jobs.cv.failed'));
    }
    setBusy(false);
  };
  const remove = async () => {
    setBusy(true);
    try {
      await removeSavedCv();
      saved.set(null);
      setDone(t('jobs.cv.removed'));
    } catch {
      setError(t('jobs.cv.failed'));
    }
    setBusy(false);
    setConfirming(false);
  };

  return (
    <section className="student-card" aria-labelledby="saved-cv-title" data-testid="saved-cv-settings">
      <h2 id="saved-cv-title" className="section-title">
        {t('jobs.cv.title')}
      </h2>
      <p className="muted">{t('jobs.cv.lead')}</p>
      {saved.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
      {saved.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <p>{t('jobs.cv.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={saved.reload}>
            {t('jobs.retry')}
          </button>
        </div>
      )}
      {saved.status === 'ready' && (
        <>
          <p className="saved-cv__current" data-testid="saved-cv-current">
            {saved.value ? savedCvText(saved.value, lng) : t('jobs.cv.empty')}
          </p>
          <div className="field">
            <label htmlFor="saved-cv-file">{saved.value ? t('jobs.cv.replace') : t('jobs.cv.upload')}</label>
            <input
              id="saved-cv-file"
              className="input"
              type="file"
              accept="application/pdf,.pdf"
              disabled={busy}
              aria-invalid={!!error}
              aria-describedby={error ? 'saved-cv-error' : undefined}
              onChange={(e) => void upload(e.currentTarget.files?.[0] ?? null)}
              data-testid="saved-cv-file"
            />
            <FieldError id="saved-cv-error" message={error} />
          </div>
          {done && (
            <p className="alert alert--info" role="status" data-testid="saved-cv-done">
              {done}
            </p>
          )}
          {saved.value && (
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => setConfirming(true)} data-testid="saved-cv-remove">
              {t('jobs.cv.remove')}
            </button>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('jobs.cv.removeTitle')}
        body={t('jobs.cv.removeBody')}
        cancelLabel={t('jobs.cancel')}
        confirmLabel={t('jobs.cv.remove')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
        busy={busy}
        testId="saved-cv-remove-dialog"
      />
    </section>
  );
}

import { challengeLimits } from '@fast-track/shared/challenges/challenge-limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../../components/ui/rich-text-editor.tsx';
import { uploadDataFile, uploadImage } from '../../api/employer-challenges.ts';
import type { ChallengeBody } from '../../utils/challenge-draft.ts';
import type { Change } from './challenge-builder.tsx';

/** The case: rich text, images (with their alternative text) and data files students download. */
export function StepMaterial({ organisationId, body, change }: { organisationId: string; body: ChallengeBody; change: Change }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const material = body.material;

  const upload = async (file: File, kind: 'image' | 'file') => {
    setBusy(true);
    setError(null);
    try {
      if (kind === 'image') {
        const outcome = await uploadImage(file);
        if (outcome.ok) change({ material: { ...material, images: [...material.images, { url: outcome.value, alt: '' }] } });
        else setError(t('challenges.builder.uploadRefused'));
      } else {
        const outcome = await uploadDataFile(organisationId, file);
        if (outcome.ok) change({ material: { ...material, files: [...material.files, outcome.value] } });
        else setError(t(outcome.code === 'PDF_ACTIVE_CONTENT' ? 'documents.pdfActive' : 'challenges.builder.uploadRefused'));
      }
    } catch {
      setError(t('challenges.builder.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="field">
        <p className="field__label" id="ch-material-label">
          {t('challenges.builder.caseText')}
        </p>
        <RichTextEditor
          id="ch-material"
          labelledBy="ch-material-label"
          invalid={false}
          value={material.html}
          resetKey="material"
          onChange={(html) => change({ material: { ...material, html } })}
          testId="challenge-material-editor"
        />
      </div>
      <fieldset className="builder-group">
        <legend>{t('challenges.builder.images')}</legend>
        {material.images.map((image, i) => (
          <div key={image.url} className="builder-inline">
            <img src={image.url} alt="" width={64} height={48} style={{ objectFit: 'cover' }} />
            <input
              className="input"
              aria-label={t('challenges.builder.imageAlt', { n: i + 1 })}
              placeholder={t('challenges.builder.imageAltPlaceholder')}
              maxLength={challengeLimits.imageAltLength}
              value={image.alt}
              onChange={(e) => change({ material: { ...material, images: material.images.map((im, j) => (j === i ? { ...im, alt: e.currentTarget.value } : im)) } })}
            />
            <button type="button" className="button button--ghost button--small" onClick={() => change({ material: { ...material, images: material.images.filter((_, j) => j !== i) } })}>
              {t('challenges.builder.remove')}
            </button>
          </div>
        ))}
        {material.images.length < 10 && (
          <label className="button button--secondary button--small">
            {t('challenges.builder.addImage')}
            <input type="file" accept="image/png,image/jpeg,image/webp,image/gif" className="visually-hidden" disabled={busy} onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void upload(file, 'image');
            }} />
          </label>
        )}
      </fieldset>
      <fieldset className="builder-group">
        <legend>{t('challenges.builder.files')}</legend>
        <p className="field__hint">{t('challenges.builder.filesHint')}</p>
        {material.files.map((file, i) => (
          <div key={file.url} className="builder-inline">
            <span>{file.name}</span>
            <button type="button" className="button button--ghost button--small" onClick={() => change({ material: { ...material, files: material.files.filter((_, j) => j !== i) } })}>
              {t('challenges.builder.remove')}
            </button>
          </div>
        ))}
        {material.files.length < 5 && (
          <label className="button button--secondary button--small">
            {t('challenges.builder.addFile')}
            <input type="file" accept=".pdf,.csv,.xlsx,application/pdf,text/csv" className="visually-hidden" disabled={busy} onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void upload(file, 'file');
            }} />
          </label>
        )}
      </fieldset>
      {busy && <p role="status" className="muted">{t('challenges.builder.uploading')}</p>}
      {error && <p className="alert alert--error" role="alert">{error}</p>}
    </>
  );
}

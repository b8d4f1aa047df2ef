import { uploadLimits } from '@fast-track/shared/uploads/upload-limits';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../ui/field-error.tsx';
import { uploadImage } from './upload-image.ts';

const accepted = 'image/png,image/jpeg,image/webp,image/svg+xml';
// The server's limits (services/shared): said before the upload so nobody waits for a refusal.
const maxBytes = { raster: uploadLimits.imageBytes, svg: uploadLimits.svgBytes };
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

interface Props {
  kind: 'logo' | 'cover';
  value: string | null;
  onChange: (url: string | null) => void;
  /** A problem of the form's own check, already translated. */
  error?: string | undefined;
}

/**
 * One image of the profile: a preview, a file button and Remove. The file is uploaded at once (the server checks it
 * by content, re-encodes it and answers its address); the profile keeps only that address until it is saved.
 */
export function ImageField({ kind, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = `${kind}-error`;
  const shown = problem ?? error ?? null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const svg = file.type === 'image/svg+xml';
    if (file.size > (svg ? maxBytes.svg : maxBytes.raster)) {
      setProblem(t('company.image.tooLarge', { size: megabytes(svg ? maxBytes.svg : maxBytes.raster) }));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const outcome = await uploadImage(file);
      if (outcome.ok) onChange(outcome.value);
      else if (outcome.status === 413) setProblem(t('company.image.tooLarge', { size: megabytes(svg ? maxBytes.svg : maxBytes.raster) }));
      else if (outcome.status === 415) setProblem(t('company.image.unsupported'));
      else if (outcome.status === 429) setProblem(t('company.image.tooMany'));
      else setProblem(t('company.image.failed'));
    } catch {
      setProblem(t('company.image.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`field image-field image-field--${kind}`} data-testid={`${kind}-field`}>
      <span className="field__label" id={`${id}-label`}>
        {t(`company.editor.${kind}`)}
      </span>
      <div className="image-field__row">
        <div className="image-field__preview" aria-hidden={value ? undefined : 'true'}>
          {value ? <img src={value} alt={t(`company.editor.${kind}Preview`)} data-testid={`${kind}-preview`} /> : <span className="muted">{t('company.image.none')}</span>}
        </div>
        <div className="image-field__controls">
          <input
            ref={input}
            id={id}
            type="file"
            accept={accepted}
            className="visually-hidden"
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={`${id}-hint${shown ? ` ${errorId}` : ''}`}
            onChange={(e) => void choose(e)}
            data-testid={`${kind}-input`}
            disabled={busy}
          />
          <button type="button" id={`${id}-button`} className="button button--secondary button--small" onClick={() => input.current?.click()} disabled={busy}>
            {busy ? t('company.image.uploading') : value ? t('company.image.replace') : t('company.image.choose')}
          </button>
          {value && !busy && (
            <button type="button" className="link-button" onClick={() => onChange(null)} data-testid={`${kind}-remove`}>
              {t('company.image.remove')}
            </button>
          )}
          <p className="muted image-field__hint" id={`${id}-hint`}>
            {t(`company.image.${kind}Hint`)}
          </p>
        </div>
      </div>
      <FieldError id={errorId} message={shown} />
    </div>
  );
}

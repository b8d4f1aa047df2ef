import { uploadLimits } from '@fast-track/shared/uploads/upload-limits';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { uploadCover } from '../api/hosted-events.ts';
import { COVERS } from '../utils/event-form.ts';
import { errorId, type SectionProps } from './editor-fields.ts';

const accepted = 'image/png,image/jpeg,image/webp,image/svg+xml';
// The server's limits (@fast-track/shared/uploads/upload-limits): said before the upload so nobody waits for a refusal.
const maxBytes = { raster: uploadLimits.imageBytes, svg: uploadLimits.svgBytes };

/**
 * The cover: one of ours (a radio group of thumbnails) or the host's own picture, uploaded at once (the server checks
 * it by content, re-encodes it and answers its address) and then picked like the others.
 */
export function CoverField({ draft, set, message }: Pick<SectionProps, 'draft' | 'set' | 'message'>) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const uploaded = COVERS.includes(draft.img) ? null : draft.img;
  const [own, setOwn] = useState<string | null>(uploaded);
  const choices = own ? [...COVERS, own] : COVERS;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const svg = file.type === 'image/svg+xml';
    const size = svg ? '1 MB' : '5 MB';
    if (file.size > (svg ? maxBytes.svg : maxBytes.raster)) {
      setProblem(t('hostedEvents.cover.tooLarge', { size }));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const outcome = await uploadCover(file);
      if (outcome.ok) {
        setOwn(outcome.value);
        set('img', outcome.value);
      } else if (outcome.status === 413) setProblem(t('hostedEvents.cover.tooLarge', { size }));
      else if (outcome.status === 415) setProblem(t('hostedEvents.cover.unsupported'));
      else if (outcome.status === 429) setProblem(t('hostedEvents.cover.tooMany'));
      else setProblem(t('hostedEvents.cover.failed'));
    } catch {
      setProblem(t('hostedEvents.cover.failed'));
    } finally {
      setBusy(false);
    }
  };

  const shown = problem ?? message('img');
  return (
    <fieldset className="event-editor__group" aria-describedby={shown ? errorId('img') : undefined}>
      <legend>{t('hostedEvents.editor.cover')}</legend>
      <div className="cover-choices" data-testid="cover-choices">
        {choices.map((src, i) => (
          <label key={src} className={`cover-choice${draft.img === src ? ' cover-choice--chosen' : ''}`}>
            <input type="radio" name="event-cover" className="visually-hidden" checked={draft.img === src} onChange={() => set('img', src)} />
            <img src={src} alt={src === own ? t('hostedEvents.cover.own') : t('hostedEvents.cover.option', { number: i + 1 })} loading="lazy" />
          </label>
        ))}
      </div>
      <input
        ref={input}
        id="event-cover-file"
        type="file"
        accept={accepted}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void choose(e)}
        data-testid="cover-input"
        disabled={busy}
      />
      <button type="button" className="button button--secondary button--small" onClick={() => input.current?.click()} disabled={busy}>
        {busy ? t('hostedEvents.cover.uploading') : t('hostedEvents.cover.upload')}
      </button>
      <p className="field__hint">{t('hostedEvents.cover.hint')}</p>
      <FieldError id={errorId('img')} message={shown} />
    </fieldset>
  );
}

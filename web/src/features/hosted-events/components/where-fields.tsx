import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { MapPreview } from '../../../components/ui/map-preview.tsx';
import type { MapPlace } from '../../../lib/map-preview.ts';
import { MAX_PLACE_LABEL, whereOf, type EventDraft } from '../utils/event-form.ts';
import { errorId, hintId, type SectionProps } from './editor-fields.ts';

/** The place as the map preview reads it: coordinates only when both are numbers in range. */
function placeOf(draft: EventDraft): MapPlace {
  const [lat, lng] = [Number(draft.placeLat), Number(draft.placeLng)];
  const both = draft.placeLat.trim() !== '' && draft.placeLng.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return { label: draft.placeLabel.trim(), placeId: draft.placeId.trim(), ...(both ? { lat, lng } : {}) };
}

/** Where it happens: a link (Live Streams), a place with a map preview (Physical Events), either (Job Closings). */
export function WhereFields({ draft, set, message, a11y }: SectionProps) {
  const { t } = useTranslation();
  const where = whereOf(draft);
  return (
    <fieldset className="event-editor__group">
      <legend>{t('hostedEvents.editor.where')}</legend>
      {draft.type === 'Job Closings' && (
        <div className="event-editor__choice" role="radiogroup" aria-label={t('hostedEvents.editor.where')}>
          <label className="checkbox">
            <input type="radio" name="event-where" checked={where === 'online'} onChange={() => set('where', 'online')} data-testid="event-where-online" />
            {t('hostedEvents.editor.online')}
          </label>
          <label className="checkbox">
            <input type="radio" name="event-where" checked={where === 'place'} onChange={() => set('where', 'place')} data-testid="event-where-place" />
            {t('hostedEvents.editor.atPlace')}
          </label>
        </div>
      )}
      {where === 'online' ? (
        <div className="field">
          <label htmlFor="event-virtualLink">{t(draft.type === 'Job Closings' ? 'hostedEvents.editor.applyLink' : 'hostedEvents.editor.virtualLink')}</label>
          <input {...a11y('virtualLink', { hint: true })} className="input" type="url" inputMode="url" placeholder="https://" value={draft.virtualLink} onChange={(e) => set('virtualLink', e.currentTarget.value)} />
          <p id={hintId('virtualLink')} className="field__hint">
            {t('hostedEvents.editor.virtualLinkHint')}
          </p>
          <FieldError id={errorId('virtualLink')} message={message('virtualLink')} />
        </div>
      ) : (
        <>
          <div className="field">
            <label htmlFor="event-placeLabel">{t('hostedEvents.editor.placeLabel')}</label>
            <input {...a11y('placeLabel')} className="input" maxLength={MAX_PLACE_LABEL + 20} value={draft.placeLabel} onChange={(e) => set('placeLabel', e.currentTarget.value)} />
            <FieldError id={errorId('placeLabel')} message={message('placeLabel')} />
          </div>
          <div className="event-editor__row">
            <div className="field">
              <label htmlFor="event-placeCoordinates">{t('hostedEvents.editor.latitude')}</label>
              <input {...a11y('placeCoordinates', { hint: true })} className="input" inputMode="decimal" value={draft.placeLat} onChange={(e) => set('placeLat', e.currentTarget.value)} />
            </div>
            <div className="field">
              <label htmlFor="event-placeLng">{t('hostedEvents.editor.longitude')}</label>
              <input {...a11y('placeCoordinates', { id: 'event-placeLng', hint: true })} className="input" inputMode="decimal" value={draft.placeLng} onChange={(e) => set('placeLng', e.currentTarget.value)} />
            </div>
          </div>
          <p id={hintId('placeCoordinates')} className="field__hint">
            {t('hostedEvents.editor.coordinatesHint')}
          </p>
          <FieldError id={errorId('placeCoordinates')} message={message('placeCoordinates')} />
          <div className="field">
            <label htmlFor="event-placeId">{t('hostedEvents.editor.placeId')}</label>
            <input {...a11y('placeId')} className="input" spellCheck={false} value={draft.placeId} onChange={(e) => set('placeId', e.currentTarget.value)} />
            <FieldError id={errorId('placeId')} message={message('placeId')} />
          </div>
          <div className="event-editor__map" aria-label={t('hostedEvents.editor.mapPreview')} role="group">
            <MapPreview location={placeOf(draft)} />
          </div>
        </>
      )}
    </fieldset>
  );
}

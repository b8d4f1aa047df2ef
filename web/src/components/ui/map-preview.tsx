import { useTranslation } from 'react-i18next';
import { mapPreview, type MapPlace } from '../../lib/map-preview.ts';
import './map-preview.css';

/**
 * Spec §5: an OpenStreetMap embed for coordinates (the only frame source the CSP allows), a card linking to the map
 * for a place id, else 'Map preview unavailable'. Used by the event page and the host's editor.
 */
export function MapPreview({ location }: { location: MapPlace }) {
  const { t } = useTranslation();
  const preview = mapPreview(location);

  if (preview.kind === 'embed') {
    return (
      <div className="map-preview" data-testid="map-preview" data-kind="embed">
        <iframe
          src={preview.src}
          title={t('event.mapTitle', { place: location.label || t('event.location') })}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
        <a href={preview.href} target="_blank" rel="noopener noreferrer" className="map-preview__link">
          {t('event.openMap')}
        </a>
      </div>
    );
  }
  if (preview.kind === 'place') {
    return (
      <div className="map-preview map-preview--card" data-testid="map-preview" data-kind="place">
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
          <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" fill="#e8ecff" stroke="#3346d3" strokeWidth="1.6" />
          <circle cx="12" cy="10" r="2.6" fill="#3346d3" />
        </svg>
        <div>
          <p className="map-preview__label">{location.label || t('event.location')}</p>
          <a href={preview.href} target="_blank" rel="noopener noreferrer">
            {t('event.openMap')}
          </a>
        </div>
      </div>
    );
  }
  return (
    <div className="map-preview map-preview--none" data-testid="map-preview" data-kind="none">
      <p>{t('event.mapUnavailable')}</p>
    </div>
  );
}

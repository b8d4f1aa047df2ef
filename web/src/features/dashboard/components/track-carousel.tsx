import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TRACK_IMAGES, isTrackId } from '../../../config/tracks.ts';
import { trackLabel } from '../../../lib/fixed-labels.ts';

interface Props {
  track: string;
  index: number;
  count: number;
  showButtons: boolean;
  canGoBack: boolean;
  canGoForward: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** The selected track with previous/next (only with more than one track); arrow keys step while it has focus. */
export function TrackCarousel({ track, index, count, showButtons, canGoBack, canGoForward, onPrevious, onNext }: Props) {
  const { t } = useTranslation();
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowLeft' && canGoBack) {
      e.preventDefault();
      onPrevious();
    } else if (e.key === 'ArrowRight' && canGoForward) {
      e.preventDefault();
      onNext();
    }
  };
  const img = isTrackId(track) ? TRACK_IMAGES[track] : TRACK_IMAGES.Finance;
  const name = trackLabel(t, track);

  return (
    <section
      className="track-carousel"
      aria-roledescription={t('dashboard.carousel.roleDescription')}
      aria-label={t('dashboard.carousel.label')}
      tabIndex={showButtons ? 0 : undefined}
      onKeyDown={showButtons ? onKeyDown : undefined}
      data-testid="track-carousel"
    >
      {showButtons && (
        <button type="button" className="track-carousel__step" onClick={onPrevious} disabled={!canGoBack} aria-label={t('dashboard.carousel.previous')} data-testid="track-previous">
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <div className="track-carousel__slide" aria-roledescription={t('dashboard.carousel.slide')} aria-label={t('dashboard.carousel.position', { index: index + 1, count })}>
        <img className="track-carousel__img" src={img} alt="" width={800} height={400} />
        <h2 className="track-carousel__name" data-testid="track-name" data-track={track}>
          {name}
        </h2>
      </div>
      {showButtons && (
        <button type="button" className="track-carousel__step" onClick={onNext} disabled={!canGoForward} aria-label={t('dashboard.carousel.next')} data-testid="track-next">
          <span aria-hidden="true">›</span>
        </button>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="track-announcement">
        {count > 1 ? t('dashboard.carousel.announce', { index: index + 1, count, track: name }) : ''}
      </p>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { paths } from '../../../config/paths.ts';
import { opportunityChipLabel } from '../../../lib/fixed-labels.ts';
import type { Opportunity } from '../api/get-percentage.ts';

const knownChips = new Set(['green', 'orange', 'blue', 'grey']);
/** Green means open now; any colour the client does not know is drawn as grey. */
const chipClass = (color: string): string => (knownChips.has(color) ? color : 'grey');

/**
 * Opportunities of the selected track (spec §2), each with its chip: green, or another colour. Each is a link: a real
 * entry to its own page, a demo entry into the feed below, kept to the track.
 */
export function OpportunitiesList({ items, track, failed }: { items: readonly Opportunity[]; track: string; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="dash-card" aria-labelledby="opportunities-title">
      <h2 id="opportunities-title" className="dash-card__title">
        {t('dashboard.opportunities.title')}
      </h2>
      {failed ? (
        <p className="alert alert--error" role="alert">
          {t('dashboard.opportunities.failed')}
        </p>
      ) : items.length === 0 ? (
        <p className="muted">{t('dashboard.opportunities.empty')}</p>
      ) : (
        <ul className="opportunities" data-testid="opportunities">
          {items.map((o, i) => (
            <li key={`${o.title}-${i}`} className="opportunity" data-testid="opportunity">
              <ImageWithFallback className="opportunity__img" src={o.imageUrl} fallback="/images/default-event.svg" alt="" width={48} height={48} />
              <Link className="opportunity__title" to={o.link?.startsWith('/') ? o.link : paths.studentFeed.href({ track })} data-testid="opportunity-link">
                {o.title}
              </Link>
              <span className={`opportunity__chip opportunity__chip--${chipClass(o.chip.color)}`} data-color={o.chip.color}>
                {opportunityChipLabel(t, o.chip.text)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link className="opportunities__more" to={paths.studentFeed.href({ track })} data-testid="opportunities-feed-link">
        {t('feed.allOfTrack', { track: t(`tracks.${track}.name`) })}
      </Link>
      <Link className="opportunities__more" to={paths.studentApplications.href()} data-testid="my-applications-link">
        {t('jobs.mine.title')}
      </Link>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { paths } from '../../../config/paths.ts';
import { opportunityChipLabel } from '../../../lib/fixed-labels.ts';
import type { Opportunity } from '../api/get-percentage.ts';

const knownChips = new Set(['green', 'orange', 'blue', 'grey']);
/** Green means open now; any colour the client does not know is drawn as grey. */
const chipClass = (color: string): string => (knownChips.has(color) ? color : 'grey');

/** Opportunities of the selected track (spec §2), each with its chip: green, or another colour. */
export function OpportunitiesList({ items, failed }: { items: readonly Opportunity[]; failed: boolean }) {
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
              {/* Real entries (a company's job) link to their page; the demo's are titles only. */}
              {o.link?.startsWith('/') ? (
                <Link className="opportunity__title" to={o.link} data-testid="opportunity-link">
                  {o.title}
                </Link>
              ) : (
                <span className="opportunity__title">{o.title}</span>
              )}
              <span className={`opportunity__chip opportunity__chip--${chipClass(o.chip.color)}`} data-color={o.chip.color}>
                {opportunityChipLabel(t, o.chip.text)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link className="opportunities__more" to={paths.studentApplications.href()} data-testid="my-applications-link">
        {t('jobs.mine.title')}
      </Link>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import { formatDay } from '../../../lib/date-format.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { companiesTargeting } from '../api/talent-pool.ts';
import './talent-pool.css';

/** The career center's dashboard: approved companies that name its university a target school. */
export function TargetingCompanies({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const companies = useOutcome(organisationId, () => companiesTargeting(organisationId));
  return (
    <section aria-labelledby="cc-targeting-title" data-testid="cc-targeting">
      <h2 id="cc-targeting-title">{t('talentPool.targeting.title')}</h2>
      {companies.status === 'loading' && <p className="muted" role="status">{t('common.loading')}</p>}
      {companies.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <span>{t('talentPool.loadFailed')}</span>{' '}
          <button type="button" className="link-button" onClick={companies.reload}>
            {t('talentPool.retry')}
          </button>
        </div>
      )}
      {companies.status === 'ready' && companies.value.length === 0 && <p className="muted">{t('talentPool.targeting.empty')}</p>}
      {companies.status === 'ready' && companies.value.length > 0 && (
        <ul className="talent__rows">
          {companies.value.map((c) => (
            <li key={c.uniqueId} data-testid="cc-targeting-company">
              <span>{c.name}</span>
              <span className="muted">{t('talentPool.targeting.since', { date: formatDay(c.since, locale) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

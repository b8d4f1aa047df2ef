import { useTranslation } from 'react-i18next';
import { DEFAULT_COMPANY_IMAGE, ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { findCountry } from '../../../config/countries.ts';
import type { Membership } from '../../../lib/account.ts';
import { countryName } from '../../../lib/country-name.ts';
import { INDUSTRIES } from '../data/company-options.ts';
import type { Organisation } from '../api/organisation-schema.ts';
import { isJobRole, jobRoleKey } from '../data/job-roles.ts';
import { StatusBadge } from './status-badge.tsx';

interface Props {
  membership: Membership;
  organisation: Organisation | null;
  /** The organisation's facts are on their way (a company's four facts are all asked for when it is created). */
  loading?: boolean;
}

/** What a company's facts are called, in the order the card shows them. */
const FACT_LABELS = ['employer.company.website', 'employer.company.industry', 'employer.company.size', 'employer.company.country'] as const;

/** The company with its review status; a pending company says plainly that students cannot see it yet. */
export function CompanyCard({ membership, organisation, loading = false }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const status = organisation?.status ?? membership.status;
  // Stored values are English; the known ones are shown in the UI language.
  const industryKey = INDUSTRIES.find(([value]) => value === organisation?.industry)?.[1];
  const country = findCountry(organisation?.country);
  const logo = organisation?.logo ?? membership.logo;
  return (
    <section className="employer-card company-card" aria-labelledby="company-card-title" data-testid="company-card">
      <div className="company-card__head">
        <div className="company-card__logo" aria-hidden="true">
          {logo ? <ImageWithFallback src={logo} fallback={DEFAULT_COMPANY_IMAGE} alt="" /> : <span>{membership.name.slice(0, 1).toUpperCase()}</span>}
        </div>
        <div className="company-card__title">
          <h2 id="company-card-title">{membership.name}</h2>
          <p className="muted">
            {t(`employer.roles.${membership.role}`)}
            {isJobRole(membership.jobRole) && ` · ${t(`${jobRoleKey(membership.jobRole)}.title`)}`}
          </p>
        </div>
        <StatusBadge status={status} />
      </div>
      {status !== 'active' && (
        <div className={`status-banner status-banner--${status}`} role="status" data-testid="status-banner">
          <strong>{t(`employer.statusBanner.${status}.title`)}</strong>
          <p>{t(`employer.statusBanner.${status}.body`)}</p>
          {organisation?.reason && <p>{t('employer.statusBanner.reason', { reason: organisation.reason })}</p>}
        </div>
      )}
      {organisation && (
        <dl className="company-card__facts">
          {organisation.website && (
            <div>
              <dt>{t('employer.company.website')}</dt>
              <dd>
                <a href={organisation.website} target="_blank" rel="noopener noreferrer">
                  {organisation.website.replace(/^https?:\/\//, '')}
                </a>
              </dd>
            </div>
          )}
          {organisation.industry && (
            <div>
              <dt>{t('employer.company.industry')}</dt>
              <dd>{industryKey ? t(`employer.industries.${industryKey}`) : organisation.industry}</dd>
            </div>
          )}
          {organisation.size && (
            <div>
              <dt>{t('employer.company.size')}</dt>
              <dd>{t('employer.company.sizeOption', { size: organisation.size })}</dd>
            </div>
          )}
          {organisation.country && (
            <div>
              <dt>{t('employer.company.country')}</dt>
              <dd>{country ? countryName(country, lng) : organisation.country}</dd>
            </div>
          )}
        </dl>
      )}
      {!organisation && loading && (
        // The facts' room, kept while they load: the card's growth moved the team card below it (CLS 0.06–0.10, issue 28).
        <dl className="company-card__facts" aria-hidden="true" data-testid="company-facts-loading">
          {FACT_LABELS.map((label) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>
                <span className="skeleton company-card__fact-skeleton">{'\u00a0'}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

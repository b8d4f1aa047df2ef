import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import type { CompanyReview, OrganisationRow } from '../api/list-organisations.ts';
import { decisionsFor, ownerEmail, websiteHref } from '../utils/admin-rules.ts';
import { dateTimeFormat } from '../../../lib/date-format.ts';

interface Props {
  row: OrganisationRow;
  busy: boolean;
  onApprove: () => void;
  onAsk: (decision: 'reject' | 'suspend') => void;
}

/** One company under review: what the admin needs to judge it, and the decisions its status allows. */
export function CompanyCard({ row, busy, onApprove, onAsk }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const href = websiteHref(row.profile.website);
  const owner = ownerEmail(row);
  const created = row.createdAt && !Number.isNaN(Date.parse(row.createdAt)) ? new Date(row.createdAt) : null;
  const titleId = `company-${row.organisationId}`;

  return (
    <article className="admin-card" aria-labelledby={titleId} data-testid="admin-company">
      <h2 id={titleId} className="admin-card__name">
        {row.name}
      </h2>
      <dl className="admin-facts">
        <dt>{t('admin.review.kind')}</dt>
        <dd data-testid="admin-kind">{t(`admin.review.kinds.${row.kind}`, { defaultValue: row.kind })}</dd>
        <dt>{t('admin.companies.website')}</dt>
        <dd>
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer nofollow">
              {row.profile.website}
            </a>
          ) : (
            row.profile.website || '—'
          )}
        </dd>
        <dt>{t('admin.companies.industry')}</dt>
        <dd>{row.profile.industry || '—'}</dd>
        <dt>{t('admin.companies.created')}</dt>
        <dd>{created ? <time dateTime={created.toISOString()}>{dateTimeFormat(locale, { dateStyle: 'medium' }).format(created)}</time> : '—'}</dd>
        <dt>{t('admin.companies.owner')}</dt>
        <dd data-testid="admin-owner">{owner || '—'}</dd>
      </dl>
      {row.review && <ReviewFacts review={row.review} />}
      {decisionsFor(row.status).length > 0 && (
        <div className="admin-card__actions">
          {decisionsFor(row.status).map((decision) =>
            decision === 'approve' ? (
              <button key={decision} type="button" className="button button--primary button--small" disabled={busy} aria-busy={busy} data-testid="admin-approve" onClick={onApprove}>
                {t('admin.actions.approve')}
                <span className="visually-hidden"> {row.name}</span>
              </button>
            ) : (
              <button key={decision} type="button" className="button button--secondary button--small" disabled={busy} data-testid={`admin-${decision}`} onClick={() => onAsk(decision)}>
                {t(`admin.actions.${decision}`)}
                <span className="visually-hidden"> {row.name}</span>
              </button>
            ),
          )}
        </div>
      )}
    </article>
  );
}

/** What helps judge a company (issue 25): its sign-up domain against its website's, its members by domain, what it made. */
function ReviewFacts({ review }: { review: CompanyReview }) {
  const { t } = useTranslation();
  const roles = ['owner', 'admin', 'member'];
  return (
    <dl className="admin-facts admin-facts--review">
      <dt>{t('admin.companies.signUpDomain')}</dt>
      <dd data-testid="admin-domain-match">
        <span className="admin-domain">{review.signUpDomain ?? '—'}</span>{' '}
        <span className={`admin-match admin-match--${review.domainMatch ? 'yes' : 'no'}`}>
          {review.domainMatch ? t('admin.companies.domainMatch') : t('admin.companies.domainNoMatch', { domain: review.websiteDomain ?? '—' })}
        </span>
      </dd>
      <dt>{t('admin.companies.members', { number: review.members.length })}</dt>
      <dd>
        <ul className="admin-members" data-testid="admin-members">
          {review.members.map((m, index) => (
            <li key={index}>
              {`${m.firstName} ${m.LastName}`.trim() || '—'} <span className="muted">({roles.includes(m.role) ? t(`admin.companies.roles.${m.role}`) : m.role})</span> · @{m.domain}
            </li>
          ))}
        </ul>
      </dd>
      <dt>{t('admin.companies.drafted')}</dt>
      <dd data-testid="admin-drafted">
        {t('admin.companies.draftedCounts', { events: review.drafted.events, jobs: review.drafted.jobs, challenges: review.drafted.challenges })}
      </dd>
    </dl>
  );
}

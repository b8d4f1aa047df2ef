import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import type { OrganisationRow } from '../api/list-organisations.ts';
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

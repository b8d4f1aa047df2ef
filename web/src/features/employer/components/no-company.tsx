import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import type { CompanyMatch } from '../api/answer.ts';
import { getCompanyMatch } from '../api/get-company-match.ts';
import { requestJoin } from '../api/request-join.ts';

/**
 * An employer without a company: create one, or ask to join the company of their e-mail domain. A request already
 * sent is remembered for this visit (`requested`, from the registration), since the account lists only memberships.
 */
export function NoCompany({ requested }: { requested: string | null }) {
  const { t } = useTranslation();
  const [match, setMatch] = useState<CompanyMatch | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>(requested ? 'sent' : 'idle');

  useEffect(() => {
    let live = true;
    getCompanyMatch()
      .then((m) => {
        if (live) setMatch(m);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const join = async () => {
    if (!match) return;
    setState('busy');
    try {
      setState((await requestJoin(match.organisationId)).ok ? 'sent' : 'failed');
    } catch {
      setState('failed');
    }
  };

  return (
    <section className="employer-card" aria-labelledby="no-company-title" data-testid="no-company">
      <h2 id="no-company-title">{t('employer.dashboard.noCompany.title')}</h2>
      {state === 'sent' ? (
        <p className="status-banner status-banner--pending" role="status" data-testid="join-requested">
          {t('employer.dashboard.noCompany.requested', { company: requested || match?.name || '' })}
        </p>
      ) : (
        <p>{t('employer.dashboard.noCompany.lead')}</p>
      )}
      {state === 'failed' && (
        <p className="alert alert--error" role="alert">
          {t('employer.dashboard.noCompany.joinFailed')}
        </p>
      )}
      <div className="employer-card__actions">
        <Link className="button button--primary" to={paths.employerArea.createCompany.href()} data-testid="dashboard-create-company">
          {t('employer.match.create')}
        </Link>
        {match && state !== 'sent' && (
          <button type="button" className="button button--secondary" disabled={state === 'busy'} aria-busy={state === 'busy'} onClick={() => void join()}>
            {t('employer.match.join', { company: match.name })}
          </button>
        )}
      </div>
    </section>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DEFAULT_COMPANY_IMAGE, ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import type { Membership } from '../../../lib/account.ts';
import { useAccount } from '../../../lib/use-account.ts';
import { getOrganisation, type StudentOrganisation } from '../api/get-organisation.ts';
import { isCategory } from '../utils/organisation-form.ts';
import { OrganisationSwitcher } from './organisation-switcher.tsx';
import { useCurrentOrganisation } from './use-current-organisation.ts';
import './student-organisations.css';

interface Props {
  /** The area's navigation (events, jobs …), composed by the route. */
  nav?: ReactNode;
  /** The sponsor CRM (#CRM), composed by the route. */
  crm?: (membership: Membership) => ReactNode;
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; organisation: StudentOrganisation };

/**
 * /so/dashboard: the current student organisation (a student may run several), its sponsor CRM and a way to its team
 * (/so/dashboard/Team, the one place for members, invitations, join requests and the hand-over).
 */
export function SoDashboard({ nav, crm }: Props) {
  const { t } = useTranslation();
  const account = useAccount();
  const { current, all, choose, waiting } = useCurrentOrganisation(account.me, account.reload);
  const organisationId = current?.organisationId ?? null;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    document.title = t('studentOrg.dashboard.documentTitle');
  }, [t]);

  useEffect(() => {
    if (!organisationId) return undefined;
    let live = true;
    setLoaded({ status: 'loading' });
    getOrganisation(organisationId)
      .then((organisation) => live && setLoaded({ status: 'ready', organisation }))
      .catch(() => live && setLoaded({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [organisationId, round]);

  if (account.status === 'loading' || account.status === 'anonymous' || waiting) return <PageSpinner />;
  if (account.status === 'failed') {
    return (
      <Frame>
        <div className="alert alert--error" role="alert" data-testid="so-dashboard-error">
          <p>{t('studentOrg.dashboard.error')}</p>
          <button type="button" className="button button--secondary button--small" onClick={account.reload}>
            {t('studentOrg.dashboard.retry')}
          </button>
        </div>
      </Frame>
    );
  }

  const me = account.me;
  if (!me) return <PageSpinner />;
  if (!current) {
    return (
      <Frame>
        <div className="so-empty" data-testid="so-dashboard-empty">
          <p className="eyebrow">{t('studentOrg.eyebrow')}</p>
          <h1 className="page-title">{t('studentOrg.dashboard.emptyTitle')}</h1>
          <p className="page-lead">{t('studentOrg.dashboard.emptyLead')}</p>
          <Link to={paths.studentOrgArea.create.href()} className="button button--primary" data-testid="so-create-link">
            {t('studentOrg.dashboard.create')}
          </Link>
        </div>
      </Frame>
    );
  }

  const organisation = loaded.status === 'ready' ? loaded.organisation : null;
  const category = organisation?.profile.category && isCategory(organisation.profile.category) ? t(`studentOrg.category.${organisation.profile.category}`) : organisation?.profile.category;

  return (
    <Frame>
      <header className="so-header">
        <div className="so-header__title">
          <ImageWithFallback className="so-logo" src={organisation?.profile.logo ?? current.logo ?? ''} fallback={DEFAULT_COMPANY_IMAGE} width={56} height={56} />
          <div>
            <p className="eyebrow">{t('studentOrg.eyebrow')}</p>
            <h1 className="page-title" data-testid="so-dashboard-title">
              {organisation?.name || current.name}
            </h1>
          </div>
        </div>
        <div className="so-header__actions">
          {all.length > 1 && <OrganisationSwitcher memberships={all} currentId={current.organisationId} onChoose={choose} />}
          <Link to={paths.studentOrgArea.create.href()} className="button button--secondary button--small">
            {t('studentOrg.dashboard.createAnother')}
          </Link>
        </div>
      </header>
      {nav}
      <div className="so-grid">
        <section className="so-card" aria-labelledby="so-about-title" data-testid="so-about">
          <h2 id="so-about-title">{t('studentOrg.dashboard.about')}</h2>
          {loaded.status === 'loading' && <p className="muted" role="status">{t('common.loading')}</p>}
          {loaded.status === 'failed' && (
            <div className="alert alert--error" role="alert">
              <p>{t('studentOrg.dashboard.organisationError')}</p>
              <button type="button" className="button button--secondary button--small" onClick={() => setRound((r) => r + 1)}>
                {t('studentOrg.dashboard.retry')}
              </button>
            </div>
          )}
          {organisation && (
            <>
              <dl className="so-facts">
                {organisation.university && (
                  <>
                    <dt>{t('studentOrg.dashboard.university')}</dt>
                    <dd data-testid="so-university">{organisation.university.name}</dd>
                  </>
                )}
                {category && (
                  <>
                    <dt>{t('studentOrg.dashboard.category')}</dt>
                    <dd data-testid="so-category">{category}</dd>
                  </>
                )}
                <dt>{t('studentOrg.dashboard.yourRole')}</dt>
                <dd data-testid="so-my-role">{t(`careerCenter.team.role.${current.role}`)}</dd>
              </dl>
              {organisation.profile.description ? (
                <p className="so-description" data-testid="so-description">
                  {organisation.profile.description}
                </p>
              ) : (
                <p className="muted">{t('studentOrg.dashboard.noDescription')}</p>
              )}
            </>
          )}
        </section>
        {crm && <div className="so-card so-grid__wide">{crm(current)}</div>}
        <section className="so-card so-grid__wide" aria-labelledby="so-team-title" data-testid="so-team-link">
          <h2 id="so-team-title">{t('studentOrg.teamPage.title')}</h2>
          <p className="muted">{t('studentOrg.teamPage.lead')}</p>
          <Link to={paths.studentOrgArea.team.href()} className="button button--secondary button--small">
            {t('studentOrg.teamPage.open')}
          </Link>
        </section>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="container page so-dashboard" data-testid="so-dashboard">
      {children}
    </div>
  );
}

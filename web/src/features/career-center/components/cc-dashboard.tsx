import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { findCountry } from '../../../config/countries.ts';
import { countryName } from '../../../lib/country-name.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import type { Membership } from '../../../lib/account.ts';
import { useAccount } from '../../../lib/use-account.ts';
import { getCareerCenter, type CareerCenter } from '../api/get-organisation.ts';
import { CcAdmissionNotice } from './cc-admission-notice.tsx';
import { CcAnnouncements } from './cc-announcements.tsx';
import { CcBenchmark } from './cc-benchmark.tsx';
import { NextSteps } from './next-steps.tsx';
import './career-center.css';

interface Props {
  /** The team section (members, invitations, invite form), composed by the route. */
  team: (membership: Membership, myUniqueId: string) => ReactNode;
  /** The area's navigation (events, jobs …), composed by the route. */
  nav?: ReactNode;
  /** The university's students in aggregates, composed by the route. */
  insights?: (membership: Membership) => ReactNode;
  /** The companies that name the university a target school (talent pool), composed by the route. */
  targeting?: (membership: Membership) => ReactNode;
  /** The marketing toolkit's files and the way to the webinars, composed by the route. */
  toolkit?: ReactNode;
  /** What employers publish to the center's students: review settings and queue (issue 26), composed by the route. */
  postingReview?: (membership: Membership) => ReactNode;
  /** The upcoming webinars and the team's registrations, composed by the route. */
  webinars?: (membership: Membership) => ReactNode;
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; center: CareerCenter };

/** /cc/dashboard: the career center's university, its team, and what comes next. */
export function CcDashboard({ team, nav, insights, postingReview, targeting, toolkit, webinars }: Props) {
  const { t } = useTranslation();
  const account = useAccount();
  const locale = useLocale();
  const membership = account.me?.memberships.find((m) => m.kind === 'career_center') ?? null;
  // A center not yet approved by Fast-Track (or suspended) opens nothing to its people (issue 22).
  const admitted = membership?.status === 'active';
  const organisationId = admitted ? (membership?.organisationId ?? null) : null;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    document.title = t('careerCenter.dashboard.documentTitle');
  }, [t]);

  useEffect(() => {
    if (!organisationId) return undefined;
    let live = true;
    setLoaded({ status: 'loading' });
    getCareerCenter(organisationId)
      .then((center) => live && setLoaded({ status: 'ready', center }))
      .catch(() => live && setLoaded({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [organisationId, round]);

  if (account.status === 'loading' || account.status === 'anonymous') return <PageSpinner />;
  if (account.status === 'failed') {
    return (
      <DashboardFrame>
        <div className="alert alert--error" role="alert" data-testid="cc-dashboard-error">
          <p>{t('careerCenter.dashboard.error')}</p>
          <button type="button" className="button button--secondary button--small" onClick={account.reload}>
            {t('careerCenter.dashboard.retry')}
          </button>
        </div>
      </DashboardFrame>
    );
  }

  const me = account.me;
  if (!me) return <PageSpinner />;
  if (!membership || !admitted) {
    // No membership: the person's request to join waits for an owner's or admin's answer (or was declined).
    return (
      <DashboardFrame>
        <h1 className="page-title">{t('careerCenter.dashboard.greeting', { name: me.account.firstName })}</h1>
        <CcAdmissionNotice waitingFor={membership ? 'review' : 'request'} />
      </DashboardFrame>
    );
  }

  const university = loaded.status === 'ready' ? loaded.center.university : null;
  const country = findCountry(university?.area);
  return (
    <DashboardFrame>
      <header className="page-header">
        <p className="eyebrow">{t('careerCenter.eyebrow')}</p>
        <h1 className="page-title" data-testid="cc-dashboard-title">
          {t('careerCenter.dashboard.greeting', { name: me.account.firstName })}
        </h1>
        <p className="page-lead">{t('careerCenter.dashboard.lead', { name: membership.name })}</p>
      </header>
      {nav}
      <div className="cc-grid">
        {insights && <div className="cc-card cc-grid__wide">{insights(membership)}</div>}
        <div className="cc-card cc-grid__wide">
          <CcBenchmark organisationId={membership.organisationId} />
        </div>
        <div className="cc-card cc-grid__wide">
          <CcAnnouncements organisationId={membership.organisationId} />
        </div>
        {postingReview && <div className="cc-card cc-grid__wide">{postingReview(membership)}</div>}
        <section className="cc-card" aria-labelledby="cc-university-title" data-testid="cc-university">
          <h2 id="cc-university-title">{t('careerCenter.dashboard.university')}</h2>
          {loaded.status === 'loading' && <p className="muted" role="status">{t('common.loading')}</p>}
          {loaded.status === 'failed' && (
            <div className="alert alert--error" role="alert">
              <p>{t('careerCenter.dashboard.centerError')}</p>
              <button type="button" className="button button--secondary button--small" onClick={() => setRound((r) => r + 1)}>
                {t('careerCenter.dashboard.retry')}
              </button>
            </div>
          )}
          {loaded.status === 'ready' && (
            <dl className="cc-facts">
              <dt>{t('careerCenter.dashboard.universityName')}</dt>
              <dd data-testid="cc-university-name">{university?.name || loaded.center.name}</dd>
              {university?.area && (
                <>
                  <dt>{t('careerCenter.dashboard.country')}</dt>
                  <dd>{country ? countryName(country, locale) : university.area}</dd>
                </>
              )}
              <dt>{t('careerCenter.dashboard.yourRole')}</dt>
              <dd data-testid="cc-my-role">{t(`careerCenter.team.role.${membership.role}`)}</dd>
            </dl>
          )}
        </section>
        <NextSteps role={membership.role} />
        {targeting && <div className="cc-card">{targeting(membership)}</div>}
        <div className="cc-card cc-grid__wide">{team(membership, me.account.uniqueId)}</div>
        {webinars && <div className="cc-card cc-grid__wide">{webinars(membership)}</div>}
        {toolkit && <div className="cc-card cc-grid__wide">{toolkit}</div>}
      </div>
    </DashboardFrame>
  );
}

function DashboardFrame({ children }: { children: ReactNode }) {
  return (
    <div className="container page cc-dashboard" data-testid="cc-dashboard">
      {children}
    </div>
  );
}

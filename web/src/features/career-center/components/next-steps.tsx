import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import type { Membership } from '../../../lib/account.ts';

const STEPS = ['team', 'events', 'companies', 'jobs'] as const;
/** The tools that exist: the team (below on the dashboard), events and job posts (issue 13), the company search. */
const LIVE = new Set<string>(['team', 'events', 'companies', 'jobs']);
/** Where each tool opens (the team is on the dashboard itself). */
const SCREENS: Partial<Record<(typeof STEPS)[number], string>> = {
  events: paths.careerCenterArea.events.href(),
  companies: paths.careerCenterArea.companySearch.href(),
  jobs: paths.careerCenterArea.jobPosts.href(),
};

/** 'What comes next': the career-center tools, in the order they arrive, each marked live or soon. */
export function NextSteps({ role }: { role: Membership['role'] }) {
  const { t } = useTranslation();
  return (
    <section className="cc-card" aria-labelledby="cc-next-title" data-testid="cc-next-steps">
      <h2 id="cc-next-title">{t('careerCenter.next.title')}</h2>
      <ol className="cc-steps">
        {STEPS.map((step) => (
          <li key={step} className="cc-steps__item">
            <span className="cc-steps__text">
              <strong>{SCREENS[step] ? <Link to={SCREENS[step]}>{t(`careerCenter.next.${step}.title`)}</Link> : t(`careerCenter.next.${step}.title`)}</strong>
              <span className="muted">{t(step === 'team' && role === 'member' ? 'careerCenter.next.team.member' : `careerCenter.next.${step}.body`)}</span>
            </span>
            <span className={LIVE.has(step) ? 'cc-badge cc-badge--live' : 'cc-badge'}>
              {t(LIVE.has(step) ? 'careerCenter.next.now' : 'careerCenter.next.soon')}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { Membership } from '../../../lib/account.ts';

const STEPS = ['team', 'events', 'companies', 'jobs'] as const;
/** The tools that exist (issue 13: events and job posts); company search is still to come. */
const LIVE = new Set<string>(['team', 'events', 'jobs']);

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
              <strong>{t(`careerCenter.next.${step}.title`)}</strong>
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

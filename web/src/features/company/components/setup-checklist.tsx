import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Checklist } from '../api/company-schema.ts';

/** Where each open item is done; an item without a link just says what is missing. */
export interface ChecklistLinks {
  profile?: string;
  event?: string;
  job?: string;
  challenge?: string;
  team?: string;
}

/** The profile's facts the server may name as missing, in the order the hint lists them. */
const profileFacts = ['logo', 'about', 'website', 'industry', 'size', 'country'] as const;

/** The setup checklist: each item ticks itself from what exists, and every step shown is counted. */
export function SetupChecklist({ checklist, links, compact = false }: { checklist: Checklist; links: ChecklistLinks; compact?: boolean }) {
  const { t } = useTranslation();
  const percent = checklist.total === 0 ? 0 : Math.round((checklist.done / checklist.total) * 100);
  return (
    <div className={`setup-checklist${compact ? ' setup-checklist--compact' : ''}`} data-testid="setup-checklist">
      <p className="setup-checklist__summary">{t('company.checklist.summary', { done: checklist.done, total: checklist.total })}</p>
      <div className="setup-checklist__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('company.checklist.progress')}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <ul className="setup-checklist__items">
        {checklist.items.map((item) => {
          const href = links[item.key as keyof ChecklistLinks];
          const state = item.done ? 'done' : 'todo';
          const missing = profileFacts.filter((fact) => item.missing?.includes(fact));
          return (
            <li key={item.key} className={`setup-checklist__item setup-checklist__item--${state}`} data-testid={`checklist-${item.key}`} data-done={item.done}>
              <span className="setup-checklist__mark" aria-hidden="true">
                {state === 'done' ? '✓' : ''}
              </span>
              <span className="setup-checklist__text">
                <strong>{t(`company.checklist.items.${item.key}.title`)}</strong>
                <span className="visually-hidden"> — {t(`company.checklist.state.${state}`)}</span>
                {!compact && <span className="muted">{t(`company.checklist.items.${item.key}.hint`)}</span>}
                {!compact && !item.done && missing.length > 0 && (
                  <span className="setup-checklist__missing" data-testid={`checklist-${item.key}-missing`}>
                    {t('company.checklist.missing', { facts: missing.map((fact) => t(`company.checklist.facts.${fact}`)).join(', ') })}
                  </span>
                )}
              </span>
              {state === 'todo' && href && (
                <Link to={href} className="setup-checklist__action">
                  {t(`company.checklist.items.${item.key}.action`)}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

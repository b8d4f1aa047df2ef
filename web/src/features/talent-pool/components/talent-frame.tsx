import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import './talent-pool.css';

/** The talent pool's screens: the employer area's header and navigation, then the pool's own tabs. */
export function TalentFrame({ title, nav, testId, children }: { title: string; nav: ReactNode; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="container page employer-page talent" data-testid={testId}>
      <header className="page-header">
        <p className="eyebrow">{t('talentPool.eyebrow')}</p>
        <h1 className="page-title">{title}</h1>
      </header>
      {nav}
      <nav className="talent__tabs" aria-label={t('talentPool.tabs.label')}>
        <NavLink end to={paths.employerArea.talentPool.href()} className="talent__tab" data-testid="talent-tab-search">
          {t('talentPool.tabs.search')}
        </NavLink>
        <NavLink to={paths.employerArea.shortList.href()} className="talent__tab" data-testid="talent-tab-short-list">
          {t('talentPool.tabs.shortList')}
        </NavLink>
        <NavLink to={paths.employerArea.targetSchool.href()} className="talent__tab" data-testid="talent-tab-target-school">
          {t('talentPool.tabs.targetSchool')}
        </NavLink>
      </nav>
      {children}
    </div>
  );
}

/** A load failure with a retry, as every talent screen shows it. */
export function TalentLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert--error talent__failed" role="alert" data-testid="talent-load-failed">
      <span>{t('talentPool.loadFailed')}</span>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('talentPool.retry')}
      </button>
    </div>
  );
}

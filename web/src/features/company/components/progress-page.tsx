import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverview } from '../hooks/use-overview.ts';
import { LoadError } from './load-error.tsx';
import { SetupChecklist, type ChecklistLinks } from './setup-checklist.tsx';
import './company.css';

/** /dashboard/progress: the setup checklist in full, each open item with the way to do it. */
export function ProgressPage({ organisationId, nav, links }: { organisationId: string; nav: ReactNode; links: ChecklistLinks }) {
  const { t } = useTranslation();
  const { state, reload } = useOverview(organisationId);
  useEffect(() => {
    document.title = t('company.checklist.documentTitle');
  }, [t]);
  return (
    <div className="container page employer-page" data-testid="progress-page">
      <header className="page-header">
        <p className="eyebrow">{t('employer.dashboard.eyebrow')}</p>
        <h1 className="page-title">{t('company.checklist.title')}</h1>
        <p className="page-lead">{t('company.checklist.lead')}</p>
      </header>
      {nav}
      <section className="employer-card">
        {state.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
        {state.status === 'failed' && <LoadError onRetry={reload} />}
        {state.status === 'ready' && <SetupChecklist checklist={state.overview.checklist} links={links} />}
      </section>
    </div>
  );
}

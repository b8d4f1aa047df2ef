import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmployerNav } from './employer-nav.tsx';
import './employer.css';

/** /dashboard/settings: the employer area's frame around the account settings (composed in the route). */
export function EmployerSettings({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('settings.documentTitle');
  }, [t]);
  return (
    <div className="container page employer-page" data-testid="employer-settings">
      <header className="page-header">
        <p className="eyebrow">{t('employer.dashboard.eyebrow')}</p>
        <h1 className="page-title">{t('settings.title')}</h1>
      </header>
      <EmployerNav />
      {children}
    </div>
  );
}

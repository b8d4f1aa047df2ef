import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { AdminLoginForm } from './admin-login-form.tsx';
import { AuditScreen } from './audit-screen.tsx';
import { CompaniesScreen } from './companies-screen.tsx';
import { LookupScreen } from './lookup-screen.tsx';
import { MagazineScreen } from './magazine-screen.tsx';
import { ReportsScreen } from './reports-screen.tsx';
import './admin.css';

/**
 * The admin area at the hidden sign-in path (the router's catch-all mounts it once the API confirmed the path).
 * Signed in as admin: the companies to review; otherwise the sign-in form. Nothing links here.
 */
export function AdminArea() {
  const { t } = useTranslation();
  const session = useSession();

  useEffect(() => {
    document.title = t('admin.documentTitle');
  }, [t]);

  return <div data-testid="admin-area">{session?.kind === 'admin' ? <AdminSections /> : <AdminLoginForm />}</div>;
}

/** The admin's jobs: reviewing organisations, the magazine (issue 15), reports, and the record of what admins did. */
function AdminSections() {
  const { t } = useTranslation();
  const [section, setSection] = useState<'companies' | 'careerCenters' | 'lookup' | 'magazine' | 'reports' | 'audit'>('companies');
  return (
    <>
      <nav className="container admin-sections" aria-label={t('admin.sections.label')}>
        {(['companies', 'careerCenters', 'lookup', 'magazine', 'reports', 'audit'] as const).map((id) => (
          <button
            key={id}
            type="button"
            className={`admin-tab${section === id ? ' admin-tab--active' : ''}`}
            aria-pressed={section === id}
            onClick={() => setSection(id)}
            data-testid={`admin-section-${id}`}
          >
            {t(`admin.sections.${id}`)}
          </button>
        ))}
      </nav>
      {section === 'companies' || section === 'careerCenters' ? (
        // A new career center waits for the same review as a company (issue 22); key: a fresh screen per kind.
        <CompaniesScreen key={section} kind={section === 'companies' ? 'company' : 'career_center'} />
      ) : section === 'reports' ? (
        <div className="container page admin-page">
          <ReportsScreen />
        </div>
      ) : section === 'lookup' ? (
        <div className="container page admin-page">
          <LookupScreen />
        </div>
      ) : section === 'audit' ? (
        <div className="container page admin-page">
          <AuditScreen />
        </div>
      ) : (
        <div className="container page admin-page">
          <MagazineScreen />
        </div>
      )}
    </>
  );
}

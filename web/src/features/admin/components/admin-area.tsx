import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { AdminLoginForm } from './admin-login-form.tsx';
import { AuditScreen } from './audit-screen.tsx';
import { CompaniesScreen } from './companies-screen.tsx';
import { LookupScreen } from './lookup-screen.tsx';
import { MagazineScreen } from './magazine-screen.tsx';
import { OverviewScreen } from './overview-screen.tsx';
import { ReportsScreen } from './reports-screen.tsx';
import { TakedownScreen } from './takedown-screen.tsx';
import './admin.css';

/**
 * The admin area at the hidden sign-in path (the router's catch-all mounts it once the API confirmed the path).
 * Signed in as admin: the review queue and the other sections; otherwise the sign-in form. Nothing links here.
 */
export function AdminArea() {
  const { t } = useTranslation();
  const session = useSession();

  useEffect(() => {
    document.title = t('admin.documentTitle');
  }, [t]);

  return <div data-testid="admin-area">{session?.kind === 'admin' ? <AdminSections /> : <AdminLoginForm />}</div>;
}

const SECTIONS = ['review', 'lookup', 'takedowns', 'overview', 'magazine', 'reports', 'audit'] as const;
type Section = (typeof SECTIONS)[number];
const SCREENS: Record<Exclude<Section, 'review'>, ComponentType> = {
  lookup: LookupScreen,
  takedowns: TakedownScreen,
  overview: OverviewScreen,
  magazine: MagazineScreen,
  reports: ReportsScreen,
  audit: AuditScreen,
};

/**
 * The admin's jobs: one review queue for every kind of organisation, the look-up, takedowns, the daily overview,
 * the magazine (issue 15), reports, and the record of what admins did.
 */
function AdminSections() {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>('review');
  const Screen = section === 'review' ? null : SCREENS[section];
  return (
    <>
      <nav className="container admin-sections" aria-label={t('admin.sections.label')}>
        {SECTIONS.map((id) => (
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
      {Screen === null ? (
        <CompaniesScreen />
      ) : (
        <div className="container page admin-page">
          <Screen />
        </div>
      )}
    </>
  );
}

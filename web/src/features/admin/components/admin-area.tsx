import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { AdminLoginForm } from './admin-login-form.tsx';
import { CompaniesScreen } from './companies-screen.tsx';
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

  return <div data-testid="admin-area">{session?.kind === 'admin' ? <CompaniesScreen /> : <AdminLoginForm />}</div>;
}

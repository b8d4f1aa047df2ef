import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { CardPage } from '../../../components/ui/card-page.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { refreshAccount } from '../../../lib/use-account.ts';
import { setJobRole } from '../api/set-job-role.ts';
import { isJobRole, jobRoleKey } from '../data/job-roles.ts';
import { useCurrentCompany } from '../hooks/use-current-company.ts';
import './employer.css';

/** /create/company/role/{Role}: confirms the job role and saves it, then the dashboard. */
export function RoleConfirm({ role }: { role: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useCurrentCompany();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    document.title = t('employer.role.documentTitle');
  }, [t]);

  if (!isJobRole(role)) return <Navigate to={paths.employerArea.chooseRole.href()} replace />;
  if (current.status === 'loading') return <PageSpinner />;

  const save = async () => {
    if (current.status !== 'ready') return;
    setBusy(true);
    setFailed(false);
    try {
      const outcome = await setJobRole(current.company.organisationId, role);
      if (outcome.ok) {
        refreshAccount();
        void navigate(paths.employerArea.dashboard.href(), { replace: true });
        return;
      }
      setFailed(true);
    } catch {
      setFailed(true);
    }
    setBusy(false);
  };

  return (
    <CardPage testId="role-confirm">
      <h1>{t('employer.role.confirmTitle')}</h1>
      {current.status === 'ready' ? (
        <p className="card-page__lead">{t('employer.role.confirmLead', { role: t(`${jobRoleKey(role)}.title`), company: current.company.name })}</p>
      ) : (
        <p className="alert alert--error" role="alert">
          {current.status === 'none' ? t('employer.role.noCompany') : t('employer.loadFailed')}{' '}
          {current.status === 'none' && <Link to={paths.employerArea.createCompany.href()}>{t('employer.role.createCompany')}</Link>}
        </p>
      )}
      {failed && (
        <p className="alert alert--error" role="alert" data-testid="role-failed">
          {t('employer.role.failed')}
        </p>
      )}
      <div className="card-page__actions">
        <Link to={paths.employerArea.chooseRole.href()}>{t('employer.role.change')}</Link>
        <button
          type="button"
          className="button button--primary"
          disabled={busy || current.status !== 'ready'}
          aria-busy={busy}
          onClick={() => void save()}
          data-testid="role-confirm-submit"
        >
          {busy ? t('common.loading') : t('employer.role.confirm')}
        </button>
      </div>
    </CardPage>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CardPage } from '../../../components/ui/card-page.tsx';
import { paths } from '../../../config/paths.ts';
import { JOB_ROLES, jobRoleKey } from '../data/job-roles.ts';
import './employer.css';

/** /create/company/role: what the employer does at the company, as large choices. */
export function RoleChoice() {
  const { t } = useTranslation();

  useEffect(() => {
    document.title = t('employer.role.documentTitle');
  }, [t]);

  return (
    <CardPage testId="role-choice">
      <h1>{t('employer.role.title')}</h1>
      <p className="card-page__lead">{t('employer.role.lead')}</p>
      <ul className="choice-list" role="list">
        {JOB_ROLES.map((role) => (
          <li key={role}>
            <Link className="choice-button" to={paths.employerArea.confirmRole.href(role)} data-testid={`role-${role}`}>
              <span className="choice-button__title">{t(`${jobRoleKey(role)}.title`)}</span>
              <span className="choice-button__hint">{t(`${jobRoleKey(role)}.hint`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </CardPage>
  );
}

import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { ProfileEditorScreen } from '../../features/company/components/profile-editor-screen.tsx';
import { EmployerCompanyArea } from './employer-company-area.tsx';

export default function EmployerCompanyEditRoute() {
  const { t } = useTranslation();
  const { uniqueId } = useParams();
  const navigate = useNavigate();
  return (
    <EmployerCompanyArea organisationId={uniqueId}>
      {(membership, nav) => {
        const pageHref = paths.employerArea.companyPage.href(membership.organisationId);
        return (
          <div className="container page employer-page" data-testid="company-edit-page">
            <header className="page-header">
              <p className="eyebrow">{membership.name}</p>
              <h1 className="page-title">{t('company.editor.title')}</h1>
              <p className="page-lead">{t('company.editor.lead')}</p>
            </header>
            {nav}
            <ProfileEditorScreen
              key={membership.organisationId}
              organisationId={membership.organisationId}
              canEdit={membership.role === 'owner' || membership.role === 'admin'}
              pageHref={pageHref}
              onSaved={() => void navigate(pageHref)}
            />
          </div>
        );
      }}
    </EmployerCompanyArea>
  );
}

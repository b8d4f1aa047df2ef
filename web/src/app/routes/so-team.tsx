import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { TeamScreen } from '../../features/organisation-team/components/team-screen.tsx';
import { AdmissionSetting } from '../../features/student-organisations/components/admission-setting.tsx';
import '../../features/student-organisations/components/student-organisations.css';
import { HostAreaGate } from './host-area-gate.tsx';

/**
 * /so/dashboard/Team (spec §2): the society's one team screen as a page of its own — how students join, then members,
 * roles, the hand-over of ownership, join requests and invitations. The dashboard links here.
 */
export default function SoTeamRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    document.title = t('studentOrg.teamPage.documentTitle');
  }, [t]);

  return (
    <HostAreaGate kind="student_organisation">
      {({ organisationId, membership, myUniqueId, nav }) => (
        <div className="container page so-dashboard" data-testid="so-team-page">
          <header className="page-header">
            <p className="eyebrow">{membership.name}</p>
            <h1 className="page-title">{t('studentOrg.teamPage.title')}</h1>
          </header>
          {nav}
          <div className="so-grid">
            <AdmissionSetting key={`admission-${organisationId}`} organisationId={organisationId} canEdit={membership.role === 'owner' || membership.role === 'admin'} />
            <div className="so-card">
              <TeamScreen
                key={organisationId}
                kind="student_organisation"
                standalone
                organisationId={organisationId}
                myRole={membership.role}
                myUniqueId={myUniqueId}
                onLeft={() => void navigate(paths.studentOrgArea.dashboard.href(), { replace: true })}
              />
            </div>
          </div>
        </div>
      )}
    </HostAreaGate>
  );
}

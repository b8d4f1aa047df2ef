import { HostAreaNav } from '../../features/host-areas/components/host-area-nav.tsx';
import { TeamPanel } from '../../features/organisation-team/components/team-panel.tsx';
import { SoDashboard } from '../../features/student-organisations/components/so-dashboard.tsx';

/** /so/dashboard (guarded by RequireKind student → /student-organization/login). */
export default function SoDashboardRoute() {
  return (
    <SoDashboard
      nav={<HostAreaNav kind="student_organisation" />}
      team={(membership, me) => <TeamPanel organisationId={membership.organisationId} myRole={membership.role} myUniqueId={me} />}
    />
  );
}

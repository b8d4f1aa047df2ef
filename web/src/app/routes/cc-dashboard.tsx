import { CcDashboard } from '../../features/career-center/components/cc-dashboard.tsx';
import { HostAreaNav } from '../../features/host-areas/components/host-area-nav.tsx';
import { TeamPanel } from '../../features/organisation-team/components/team-panel.tsx';

/** /cc/dashboard (guarded by RequireKind career_center): the dashboard with the organisation team and the area's navigation composed in. */
export default function CcDashboardRoute() {
  return (
    <CcDashboard
      nav={<HostAreaNav kind="career_center" />}
      team={(membership, me) => <TeamPanel organisationId={membership.organisationId} myRole={membership.role} myUniqueId={me} />}
    />
  );
}

import { CcDashboard } from '../../features/career-center/components/cc-dashboard.tsx';
import { TeamPanel } from '../../features/organisation-team/components/team-panel.tsx';

/** /cc/dashboard (guarded by RequireKind career_center): the dashboard with the organisation team composed in. */
export default function CcDashboardRoute() {
  return <CcDashboard team={(membership, me) => <TeamPanel organisationId={membership.organisationId} myRole={membership.role} myUniqueId={me} />} />;
}

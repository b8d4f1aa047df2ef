import { CcDashboard } from '../../features/career-center/components/cc-dashboard.tsx';
import { HostAreaNav } from '../../features/host-areas/components/host-area-nav.tsx';
import { InsightsPanel } from '../../features/host-areas/components/insights-panel.tsx';
import { TeamPanel } from '../../features/organisation-team/components/team-panel.tsx';
import { TargetingCompanies } from '../../features/talent-pool/components/targeting-companies.tsx';

/** /cc/dashboard (guarded by RequireKind career_center): the dashboard with the university's figures, the organisation team and the area's navigation composed in. */
export default function CcDashboardRoute() {
  return (
    <CcDashboard
      nav={<HostAreaNav kind="career_center" />}
      insights={(membership) => <InsightsPanel organisationId={membership.organisationId} />}
      targeting={(membership) => <TargetingCompanies organisationId={membership.organisationId} />}
      team={(membership, me) => <TeamPanel organisationId={membership.organisationId} myRole={membership.role} myUniqueId={me} />}
    />
  );
}

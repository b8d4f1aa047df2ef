import { HostAreaNav } from '../../features/host-areas/components/host-area-nav.tsx';
import { TeamScreen } from '../../features/organisation-team/components/team-screen.tsx';
import { SponsorBoard } from '../../features/sponsors/components/sponsor-board.tsx';
import { SoDashboard } from '../../features/student-organisations/components/so-dashboard.tsx';

/** /so/dashboard (guarded by RequireKind student → /student-organization/login): the society, its sponsor CRM (#CRM) and its team. */
export default function SoDashboardRoute() {
  return (
    <SoDashboard
      nav={<HostAreaNav kind="student_organisation" />}
      crm={(membership) => <SponsorBoard key={membership.organisationId} organisationId={membership.organisationId} />}
      team={(membership, me) => <TeamScreen key={membership.organisationId} kind="student_organisation" organisationId={membership.organisationId} myRole={membership.role} myUniqueId={me} />}
    />
  );
}

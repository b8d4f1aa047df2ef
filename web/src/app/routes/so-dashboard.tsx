import { HostAreaNav } from '../../features/host-areas/components/host-area-nav.tsx';
import { SponsorBoard } from '../../features/sponsors/components/sponsor-board.tsx';
import { SoDashboard } from '../../features/student-organisations/components/so-dashboard.tsx';

/** /so/dashboard (guarded by RequireKind student → /student-organization/login): the society, its sponsor CRM (#CRM) and a link to its team page. */
export default function SoDashboardRoute() {
  return (
    <SoDashboard
      nav={<HostAreaNav kind="student_organisation" />}
      crm={(membership) => <SponsorBoard key={membership.organisationId} organisationId={membership.organisationId} />}
    />
  );
}

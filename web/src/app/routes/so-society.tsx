import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { paths } from '../../config/paths.ts';
import { HostAreaNav } from '../../features/host-areas/components/host-area-nav.tsx';
import { SocietyPage } from '../../features/host-areas/components/society-page.tsx';
import { JoinSociety } from '../../features/student-organisations/components/join-society.tsx';
import { useAccount } from '../../lib/use-account.ts';

/**
 * /so/dashboard/organization/{link}: a society's page, for any signed-in student (issue 26: this is where a student
 * joins or asks to join); the area's navigation only for a student who runs a society of their own.
 */
export default function SoSocietyRoute() {
  const { link = '' } = useParams();
  const account = useAccount();
  if (account.status === 'loading') return <PageSpinner />;
  const runsOne = account.me?.memberships.some((m) => m.kind === 'student_organisation') ?? false;
  return (
    <SocietyPage
      key={link}
      link={link}
      nav={runsOne ? <HostAreaNav kind="student_organisation" /> : undefined}
      companyHref={runsOne ? (l) => paths.studentOrgArea.company.href(l) : undefined}
      join={(society) => <JoinSociety key={society.organisationId} organisationId={society.organisationId} name={society.name} university={society.university?.name ?? null} />}
    />
  );
}

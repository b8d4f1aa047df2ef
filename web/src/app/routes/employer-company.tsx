import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { EmployerCompanyPage } from '../../features/company/components/employer-company-page.tsx';
import { EmployerCompanyArea } from './employer-company-area.tsx';

export default function EmployerCompanyRoute() {
  const { uniqueId } = useParams();
  return (
    <EmployerCompanyArea organisationId={uniqueId}>
      {(membership, nav) => (
        <EmployerCompanyPage
          key={membership.organisationId}
          organisationId={membership.organisationId}
          canEdit={membership.role === 'owner' || membership.role === 'admin'}
          nav={nav}
          editHref={paths.employerArea.editCompany.href(membership.organisationId)}
          publicHref={(link) => paths.company.href(link)}
          eventHref={(link) => paths.event.href(link)}
          jobHref={(jobId) => paths.employerArea.jobDetails.href(jobId)}
        />
      )}
    </EmployerCompanyArea>
  );
}

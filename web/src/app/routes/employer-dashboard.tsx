import { paths } from '../../config/paths.ts';
import { CompanyOverviewPanels } from '../../features/company/components/company-overview.tsx';
import { EmployerDashboard } from '../../features/employer/components/employer-dashboard.tsx';
import { SponsorshipRequestsPanel } from '../../features/sponsors/components/sponsorship-requests-panel.tsx';
import { checklistLinks } from './employer-checklist-links.ts';

export default function EmployerDashboardRoute() {
  return (
    <EmployerDashboard>
      {(company) => (
        <>
        <CompanyOverviewPanels
          key={company.organisationId}
          organisationId={company.organisationId}
          companyPageHref={paths.employerArea.companyPage.href(company.organisationId)}
          progressHref={paths.employerArea.progress.href()}
          eventHref={(link) => paths.event.href(link)}
          jobHref={(jobId) => paths.employerArea.jobDetails.href(jobId)}
          jobPostsHref={paths.employerArea.jobPosts.href()}
          links={checklistLinks(company.organisationId)}
        />
        {/* Student organisations' sponsorship requests (issue 13). */}
        <SponsorshipRequestsPanel key={`sponsors-${company.organisationId}`} companyId={company.organisationId} />
        </>
      )}
    </EmployerDashboard>
  );
}

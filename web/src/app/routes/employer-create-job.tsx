import { CreateJobPage } from '../../features/jobs/components/create-job-page.tsx';
import { paths } from '../../config/paths.ts';
import { setAppState } from '../../lib/app-state.ts';
import { EmployerJobArea } from './employer-job-area.tsx';

export default function EmployerCreateJobRoute() {
  return (
    <EmployerJobArea>
      {(organisationId, nav) => (
        <CreateJobPage
          organisationId={organisationId}
          nav={nav}
          cancelHref={paths.employerArea.jobPosts.href()}
          afterSave={(job) => {
            setAppState({ selectedJob: job.uniqueId });
            return paths.employerArea.jobDetails.href(job.uniqueId);
          }}
        />
      )}
    </EmployerJobArea>
  );
}

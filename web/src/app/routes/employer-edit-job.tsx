import { paths } from '../../config/paths.ts';
import { EditJobPage } from '../../features/jobs/components/edit-job-page.tsx';
import { useAppState } from '../../lib/app-state.ts';
import { EmployerJobArea } from './employer-job-area.tsx';

/** /edit/job: the job named by client state editJob (set by the job posts' Edit button). */
export default function EmployerEditJobRoute() {
  const { editJob } = useAppState();
  return (
    <EmployerJobArea>
      {(organisationId, nav) => (
        <EditJobPage
          organisationId={organisationId}
          jobId={editJob}
          nav={nav}
          listHref={paths.employerArea.jobPosts.href()}
          afterSave={(job) => paths.employerArea.jobDetails.href(job.uniqueId)}
        />
      )}
    </EmployerJobArea>
  );
}

import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { JobPostsPage } from '../../features/jobs/components/job-posts-page.tsx';
import { setAppState } from '../../lib/app-state.ts';
import { EmployerJobArea } from './employer-job-area.tsx';

export default function EmployerJobPostsRoute() {
  const navigate = useNavigate();
  return (
    <EmployerJobArea>
      {(organisationId, nav) => (
        <JobPostsPage
          organisationId={organisationId}
          nav={nav}
          createHref={paths.employerArea.createJob.href()}
          detailsHref={(jobId) => paths.employerArea.jobDetails.href(jobId)}
          onEdit={(jobId) => {
            setAppState({ editJob: jobId });
            void navigate(paths.employerArea.editJob.href());
          }}
        />
      )}
    </EmployerJobArea>
  );
}

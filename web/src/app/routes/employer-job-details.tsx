import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { ProposeInterview } from '../../features/interviews/components/propose-interview.tsx';
import { JobDetailsPage } from '../../features/jobs/components/job-details-page.tsx';
import { PostingSchools } from '../../features/employer/components/posting-schools.tsx';
import { setAppState } from '../../lib/app-state.ts';
import { EmployerJobArea } from './employer-job-area.tsx';

export default function EmployerJobDetailsRoute() {
  const { uniqueId = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (uniqueId) setAppState({ selectedJob: uniqueId });
  }, [uniqueId]);
  return (
    <EmployerJobArea>
      {(organisationId, nav) => (
        <>
          <JobDetailsPage
            organisationId={organisationId}
            jobId={uniqueId}
            nav={nav}
            listHref={paths.employerArea.jobPosts.href()}
            applicationExtra={(applicationId) => <ProposeInterview organisationId={organisationId} jobId={uniqueId} applicationId={applicationId} />}
            onEdit={(jobId) => {
              setAppState({ editJob: jobId });
              void navigate(paths.employerArea.editJob.href());
            }}
          />
          <PostingSchools organisationId={organisationId} kind="job" postingId={uniqueId} />
        </>
      )}
    </EmployerJobArea>
  );
}

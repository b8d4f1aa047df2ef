import { MyApplicationsPage } from '../../features/jobs/components/my-applications-page.tsx';
import { MyInterview } from '../../features/interviews/components/my-interview.tsx';

export default function StudentApplicationsRoute() {
  return <MyApplicationsPage extra={(a) => <MyInterview jobId={a.jobId} stage={a.stage} />} />;
}

import { useParams } from 'react-router-dom';
import { JobPage } from '../../features/jobs/components/job-page.tsx';

export default function JobRoute() {
  const { uniqueId = '' } = useParams();
  return <JobPage key={uniqueId} jobId={uniqueId} />;
}

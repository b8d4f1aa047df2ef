import { useParams } from 'react-router-dom';
import { JobPage } from '../../features/jobs/components/job-page.tsx';
import { useRecordView } from '../../lib/page-view.ts';

export default function JobRoute() {
  const { uniqueId = '' } = useParams();
  useRecordView('job', uniqueId);
  return <JobPage key={uniqueId} jobId={uniqueId} />;
}

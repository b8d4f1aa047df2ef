import { useParams } from 'react-router-dom';
import { PreviewPage } from '../../features/challenges/components/preview-page.tsx';
import { EmployerJobArea } from './employer-job-area.tsx';

/** /preview/{uniqueId}: the firm's members see their challenge exactly as a student will. */
export default function ChallengePreviewRoute() {
  const { uniqueId = '' } = useParams();
  return <EmployerJobArea signInKey="challenges.builder.signIn">{(organisationId) => <PreviewPage organisationId={organisationId} challengeId={uniqueId} />}</EmployerJobArea>;
}

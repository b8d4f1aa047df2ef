import { useParams } from 'react-router-dom';
import { CertificatePage } from '../../features/challenges/components/certificate-page.tsx';

/** /student/certificate/{id}: the student's certificate (its public check is /Find/{id}). */
export default function StudentCertificateRoute() {
  const { id = '' } = useParams();
  return <CertificatePage certificateId={id} />;
}

import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import { RegistrationFlow } from '../../features/auth/components/registration-flow.tsx';
import { UniversityPicker } from '../../features/universities/components/university-picker.tsx';

/**
 * /student-organization/register: the student registration, continuing to /create/organization instead of /student.
 * A student who is already signed in goes straight there; 'other' stays on this address (?other=true).
 */
export default function SoRegisterRoute() {
  const navigate = useNavigate();
  const session = useSession();
  if (session?.kind === 'student') return <Navigate to={paths.studentOrgArea.create.href()} replace />;
  return (
    <RegistrationFlow
      doneHref={paths.studentOrgArea.create.href()}
      universityPicker={
        <UniversityPicker
          disableNavigation
          onChosen={(name) => {
            if (name === 'other') void navigate(`${paths.studentOrgArea.register.href()}?other=true`);
          }}
        />
      }
    />
  );
}

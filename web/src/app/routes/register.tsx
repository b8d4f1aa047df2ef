import { RegistrationFlow } from '../../features/auth/components/registration-flow.tsx';
import { UniversityPicker } from '../../features/universities/components/university-picker.tsx';

/** /register and /student/register: the registration flow with the inline university picker in step 1. */
export default function RegisterRoute() {
  return <RegistrationFlow universityPicker={<UniversityPicker />} />;
}

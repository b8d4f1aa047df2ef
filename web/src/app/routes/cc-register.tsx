import { CcRegistration } from '../../features/career-center/components/cc-registration.tsx';
import { UniversityPicker } from '../../features/universities/components/university-picker.tsx';

/**
 * /career-center/register: the career-center registration with the inline university picker in step 1. 'other' stays
 * on this screen (no /register?other=true): staff of an unlisted university are sent to support.
 */
export default function CcRegisterRoute() {
  return <CcRegistration universityPicker={<UniversityPicker disableNavigation />} />;
}

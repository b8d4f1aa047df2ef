import { CreateOrganisationForm } from '../../features/student-organisations/components/create-organisation-form.tsx';
import { UniversityPicker } from '../../features/universities/components/university-picker.tsx';

/** /create/organization (guarded by RequireKind student → /login). */
export default function SoCreateOrganisationRoute() {
  return <CreateOrganisationForm universityPicker={<UniversityPicker disableNavigation />} />;
}

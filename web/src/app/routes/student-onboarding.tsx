import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { OnboardingForm } from '../../features/auth/components/onboarding-form.tsx';
import { useStudent } from '../../features/student/hooks/use-student.ts';

/**
 * /student/onboarding (issue 10): right after registration, and from the dashboard's prompt until done. The student
 * guard is the layout route around it; the form waits for /me so it starts with the tracks registered with.
 */
export default function StudentOnboardingRoute() {
  const { user, status } = useStudent();
  if (!user && status === 'loading') return <PageSpinner />;
  return <OnboardingForm user={user} />;
}

import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { paths } from '../../config/paths.ts';
import { invitedChallenge } from '../../features/challenges/utils/invited.ts';
import { OnboardingForm } from '../../features/auth/components/onboarding-form.tsx';
import { useStudent } from '../../features/student/hooks/use-student.ts';

/**
 * /student/onboarding (issue 10): right after registration, and from the dashboard's prompt until done. The student
 * guard is the layout route around it.
 */
export default function StudentOnboardingRoute() {
  const { user, status } = useStudent();
  // Wait for the fresh /me even when a user is stored: the stored one may predate the registration's tracks.
  if (status === 'loading') return <PageSpinner />;
  // Invited to a challenge (/invite/{link}) before registering: onboarding done, the student lands in it.
  const invited = invitedChallenge();
  return <OnboardingForm user={user} {...(invited ? { doneHref: paths.challenges.page.href(invited) } : {})} />;
}

import { Dashboard } from '../../features/dashboard/components/dashboard.tsx';
import { StudentHome } from '../../features/student/components/student-home.tsx';

// The dashboard is part of this lazily loaded route chunk, so the first screen of the site does not carry it.
// The student guard is the layout route around it (app/guards/require-kind.tsx, router.tsx).
export default function StudentRoute() {
  return (
    <StudentHome
      dashboard={(user) => <Dashboard studentId={user._id} selectedItem={user.selectedItem} onboarded={user.onboarded ?? false} />}
    />
  );
}

import { Dashboard } from '../../features/dashboard/components/dashboard.tsx';
import { RequireStudent } from '../../features/student/components/require-student.tsx';
import { StudentHome } from '../../features/student/components/student-home.tsx';

// The dashboard is part of this lazily loaded route chunk, so the first screen of the site does not carry it.
export default function StudentRoute() {
  return (
    <RequireStudent>
      <StudentHome dashboard={(user) => <Dashboard selectedItem={user.selectedItem} />} />
    </RequireStudent>
  );
}

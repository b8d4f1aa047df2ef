import { RequireStudent } from '../../features/student/components/require-student.tsx';
import { StudentHome } from '../../features/student/components/student-home.tsx';

export default function StudentRoute() {
  return (
    <RequireStudent>
      <StudentHome />
    </RequireStudent>
  );
}

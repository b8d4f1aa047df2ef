import { RequireStudent } from '../../features/student/components/require-student.tsx';
import { SettingsPage } from '../../features/student/components/settings-page.tsx';

export default function StudentSettingsRoute() {
  return (
    <RequireStudent>
      <SettingsPage />
    </RequireStudent>
  );
}

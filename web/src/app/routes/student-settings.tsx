import { SettingsPage } from '../../features/student/components/settings-page.tsx';

export default function StudentSettingsRoute() {
  return <SettingsPage />;
}

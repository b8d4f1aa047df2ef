import { RankVisibility } from '../../features/challenges/components/rank-visibility.tsx';
import { SettingsPage } from '../../features/student/components/settings-page.tsx';

export default function StudentSettingsRoute() {
  return <SettingsPage privacy={<RankVisibility />} />;
}

import { AccountSettings } from '../../components/account/account-settings.tsx';
import { EmployerSettings } from '../../features/employer/components/employer-settings.tsx';

export default function EmployerSettingsRoute() {
  return (
    <EmployerSettings>
      <AccountSettings />
    </EmployerSettings>
  );
}

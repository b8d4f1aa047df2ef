import { AccountSettings } from '../../components/account/account-settings.tsx';
import { CompanySettingsForm } from '../../features/company/components/company-settings-form.tsx';
import { EmployerSettings } from '../../features/employer/components/employer-settings.tsx';
import { useCurrentCompany } from '../../features/employer/hooks/use-current-company.ts';

export default function EmployerSettingsRoute() {
  const current = useCurrentCompany();
  const company = current.status === 'ready' ? current.company : null;
  return (
    <EmployerSettings>
      {company && <CompanySettingsForm key={company.organisationId} organisationId={company.organisationId} canEdit={company.role === 'owner' || company.role === 'admin'} />}
      <AccountSettings />
    </EmployerSettings>
  );
}

import { CompanyForm } from '../../features/employer/components/company-form.tsx';

export default function EmployerCreateCompanyRoute() {
  return <CompanyForm />;
}

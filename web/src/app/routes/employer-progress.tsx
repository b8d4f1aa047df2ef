import { ProgressPage } from '../../features/company/components/progress-page.tsx';
import { EmployerCompanyArea } from './employer-company-area.tsx';
import { checklistLinks } from './employer-checklist-links.ts';

export default function EmployerProgressRoute() {
  return (
    <EmployerCompanyArea>
      {(membership, nav) => <ProgressPage organisationId={membership.organisationId} nav={nav} links={checklistLinks(membership.organisationId)} />}
    </EmployerCompanyArea>
  );
}

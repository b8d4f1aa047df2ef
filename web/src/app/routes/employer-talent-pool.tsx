import { useParams } from 'react-router-dom';
import { EmployerNav } from '../../features/employer/components/employer-nav.tsx';
import { ShortListPage } from '../../features/talent-pool/components/short-list-page.tsx';
import { TalentPoolPage } from '../../features/talent-pool/components/talent-pool-page.tsx';
import { TalentProfilePage } from '../../features/talent-pool/components/talent-profile-page.tsx';
import { TargetSchoolPage } from '../../features/talent-pool/components/target-school-page.tsx';
import { CurrentCompanyGate } from './current-company-gate.tsx';

// The talent pool's screens (issue 14) get the current company and the employer navigation from here, so the
// talent-pool feature stays free of employer code.

export function EmployerTalentPoolRoute() {
  return <CurrentCompanyGate>{(company) => <TalentPoolPage key={company.organisationId} organisationId={company.organisationId} nav={<EmployerNav />} />}</CurrentCompanyGate>;
}

export function EmployerShortListRoute() {
  return <CurrentCompanyGate>{(company) => <ShortListPage key={company.organisationId} organisationId={company.organisationId} nav={<EmployerNav />} />}</CurrentCompanyGate>;
}

export function EmployerTargetSchoolRoute() {
  return <CurrentCompanyGate>{(company) => <TargetSchoolPage key={company.organisationId} organisationId={company.organisationId} nav={<EmployerNav />} />}</CurrentCompanyGate>;
}

export function EmployerTalentUserRoute() {
  const { uniqueId = '' } = useParams();
  return <CurrentCompanyGate>{(company) => <TalentProfilePage organisationId={company.organisationId} nav={<EmployerNav />} by={{ uniqueId }} />}</CurrentCompanyGate>;
}

export function EmployerTalentLinkRoute() {
  const { url = '' } = useParams();
  return <CurrentCompanyGate>{(company) => <TalentProfilePage organisationId={company.organisationId} nav={<EmployerNav />} by={{ link: url }} />}</CurrentCompanyGate>;
}

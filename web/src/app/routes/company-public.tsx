import { useParams } from 'react-router-dom';
import { ResponseTransparency } from '../../components/company/response-transparency.tsx';
import { paths } from '../../config/paths.ts';
import { PublicCompanyPage } from '../../features/company/components/public-company-page.tsx';

export default function CompanyPublicRoute() {
  const { link = '' } = useParams();
  return (
    <PublicCompanyPage
      link={link}
      eventHref={(l) => paths.event.href(l)}
      jobHref={(id) => paths.job.href(id)}
      eventsHref={paths.events.href()}
      byline={(company) => <ResponseTransparency companyId={company.organisationId} className="company-page__response" />}
    />
  );
}

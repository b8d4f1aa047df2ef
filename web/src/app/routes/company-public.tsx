import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { PublicCompanyPage } from '../../features/company/components/public-company-page.tsx';
import { ResponseTimeNote } from '../../features/messaging/components/response-time-note.tsx';

export default function CompanyPublicRoute() {
  const { link = '' } = useParams();
  return (
    <PublicCompanyPage
      link={link}
      eventHref={(l) => paths.event.href(l)}
      jobHref={(id) => paths.job.href(id)}
      eventsHref={paths.events.href()}
      byline={(company) => <ResponseTimeNote companyId={company.organisationId} hideUnknown className="company-page__response" />}
    />
  );
}

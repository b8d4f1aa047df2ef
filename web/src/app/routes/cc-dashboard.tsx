import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { CcDashboard } from '../../features/career-center/components/cc-dashboard.tsx';
import { PostingReviewPanel } from '../../features/career-center/components/posting-review-panel.tsx';
import { HostAreaNav } from '../../features/host-areas/components/host-area-nav.tsx';
import { InsightsPanel } from '../../features/host-areas/components/insights-panel.tsx';
import { TeamScreen } from '../../features/organisation-team/components/team-screen.tsx';
import { TargetingCompanies } from '../../features/talent-pool/components/targeting-companies.tsx';
import { ToolkitFiles } from '../../features/public-site/components/toolkit-files.tsx';
import { WebinarTeamsPanel } from '../../features/webinar-teams/components/webinar-teams-panel.tsx';
import '../../features/public-site/components/public-page.css';

/** /cc/dashboard (guarded by RequireKind career_center): the dashboard with the university's figures, the organisation team and the area's navigation composed in. */
export default function CcDashboardRoute() {
  const { t } = useTranslation();
  return (
    <CcDashboard
      nav={<HostAreaNav kind="career_center" />}
      insights={(membership) => <InsightsPanel organisationId={membership.organisationId} />}
      postingReview={(membership) => <PostingReviewPanel organisationId={membership.organisationId} role={membership.role} />}
      targeting={(membership) => <TargetingCompanies organisationId={membership.organisationId} />}
      webinars={(membership) => <WebinarTeamsPanel organisationId={membership.organisationId} />}
      team={(membership, me) => <TeamScreen kind="career_center" organisationId={membership.organisationId} myRole={membership.role} myUniqueId={me} />}
      toolkit={
        // The public /career-centers/marketing-toolkit/ page's files (issue 15) and the way to its webinars page.
        <div data-testid="cc-toolkit">
          <ToolkitFiles />
          <p className="muted">
            {t('hostDirectory.toolkit.webinarsLead')} <Link to={paths.publicSite.careerCentersWebinars.href()}>{t('hostDirectory.toolkit.webinarsLink')}</Link>
          </p>
        </div>
      }
    />
  );
}

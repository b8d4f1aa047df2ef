import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AnalyticsDetailPage } from '../../features/analytics/components/analytics-detail.tsx';
import { AnalyticsDiversity } from '../../features/analytics/components/analytics-diversity.tsx';
import { AnalyticsOverview } from '../../features/analytics/components/analytics-overview.tsx';
import { EmployerNav } from '../../features/employer/components/employer-nav.tsx';
import { CurrentCompanyGate } from './current-company-gate.tsx';

const kinds = ['event', 'job', 'challenge'] as const;

/** /dashboard/analytics, /dashboard/analytics/dei and /dashboard/analytics/{kind}/{id}: the current company's. */
export default function EmployerAnalyticsRoute({ screen }: { screen: 'overview' | 'diversity' | 'item' }) {
  const { kind = '', itemId = '' } = useParams();
  const area = paths.employerArea;
  return (
    <CurrentCompanyGate>
      {(company) => {
        const nav = <EmployerNav />;
        if (screen === 'diversity') return <AnalyticsDiversity organisationId={company.organisationId} nav={nav} backHref={area.analytics.href()} />;
        if (screen === 'item') {
          const known = kinds.find((k) => k === kind) ?? 'event';
          return <AnalyticsDetailPage key={`${kind}/${itemId}`} organisationId={company.organisationId} kind={known} itemId={itemId} nav={nav} backHref={area.analytics.href()} />;
        }
        return (
          <AnalyticsOverview
            organisationId={company.organisationId}
            nav={nav}
            detailHref={(item) => area.analyticsItem.href(item.kind, item.id)}
            diversityHref={area.analyticsDiversity.href()}
          />
        );
      }}
    </CurrentCompanyGate>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { EmployerNav } from '../../features/employer/components/employer-nav.tsx';
import { LoadFailed } from '../../features/employer/components/load-failed.tsx';
import { NoCompany } from '../../features/employer/components/no-company.tsx';
import { useCurrentCompany } from '../../features/employer/hooks/use-current-company.ts';
import { ChatPage } from '../../features/messaging/components/chat-page.tsx';
import { HostAreaGate } from './host-area-gate.tsx';
import '../../features/employer/components/employer.css';

/** /dashboard/chat: the employer's company's conversations (`?to=<studentUniqueId>` opens one with that student). */
export function EmployerChatRoute() {
  const { t } = useTranslation();
  const current = useCurrentCompany();
  if (current.status === 'loading') return <PageSpinner />;
  if (current.status === 'failed') return <LoadFailed onRetry={current.reload} />;
  if (current.status !== 'ready') return <NoCompany requested={null} />;
  return (
    <ChatPage
      key={current.company.organisationId}
      inbox={{ kind: 'organisation', organisationId: current.company.organisationId }}
      title={t('messaging.title.employer')}
      nav={<EmployerNav />}
      emptyHint={
        <p data-testid="chat-empty-how">
          {t('messaging.list.emptyHow.employer')} <Link to={paths.employerArea.talentPool.href()}>{t('messaging.list.emptyHow.toTalentPool')}</Link>
        </p>
      }
    />
  );
}

/** /so/dashboard/chat: the society's conversations with its members and with companies. */
export function SocietyChatRoute() {
  const { t } = useTranslation();
  return (
    <HostAreaGate kind="student_organisation">
      {({ organisationId, nav }) => (
        <ChatPage
          key={organisationId}
          inbox={{ kind: 'organisation', organisationId }}
          title={t('messaging.title.society')}
          nav={nav}
          emptyHint={<p data-testid="chat-empty-how">{t('messaging.list.emptyHow.society')}</p>}
        />
      )}
    </HostAreaGate>
  );
}

/** /student/messages: the student's inbox (employers and societies who wrote to them). */
export function StudentMessagesRoute() {
  const { t } = useTranslation();
  return (
    <ChatPage
      inbox={{ kind: 'student' }}
      title={t('messaging.title.student')}
      emptyHint={
        <p data-testid="chat-empty-how">
          {t('messaging.list.emptyHow.student')} <Link to={paths.studentSettings.href()}>{t('messaging.list.emptyHow.toSettings')}</Link>
        </p>
      }
    />
  );
}

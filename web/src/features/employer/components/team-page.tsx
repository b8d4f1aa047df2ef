import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { InviteForm } from '../../../components/team/invite-form.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { refreshAccount } from '../../../lib/use-account.ts';
import { useSession } from '../../../lib/session.ts';
import type { MemberRole } from '../api/get-members.ts';
import { inviteMember } from '../api/invite-member.ts';
import { useCurrentCompany } from '../hooks/use-current-company.ts';
import { useTeam } from '../hooks/use-team.ts';
import { EmployerNav } from './employer-nav.tsx';
import { JoinRequests } from './join-requests.tsx';
import { LoadFailed } from './load-failed.tsx';
import { MembersTable } from './members-table.tsx';
import { PendingInvitations } from './pending-invitations.tsx';
import { NoCompany } from './no-company.tsx';
import './employer.css';

const invitable: Record<MemberRole, MemberRole[]> = { owner: ['member', 'admin'], admin: ['member'], member: [] };
const PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** /dashboard/Team: members, invitations and join requests of the employer's company. */
export function TeamPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const current = useCurrentCompany();
  const company = current.status === 'ready' ? current.company : null;
  const canManage = company?.role === 'owner' || company?.role === 'admin';
  const team = useTeam(company?.organisationId ?? null, canManage);

  useEffect(() => {
    document.title = t('employer.team.documentTitle');
  }, [t]);

  if (current.status === 'loading') return <PageSpinner />;
  // The account call knows the person by their account id even when the stored session predates it.
  const myId = session?.uniqueId ?? '';

  return (
    <div className="container page employer-page" data-testid="team-page">
      <header className="page-header">
        <p className="eyebrow">{company?.name ?? t('employer.dashboard.eyebrow')}</p>
        <h1 className="page-title">{t('employer.team.title')}</h1>
      </header>
      <EmployerNav />
      {current.status === 'failed' && <LoadFailed onRetry={current.reload} />}
      {current.status === 'none' && <NoCompany requested={null} />}
      {company && (
        <div className="employer-stack">
          <section className="employer-card" aria-labelledby="members-title">
            <h2 id="members-title">{t('employer.team.members.title')}</h2>
            {team.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
            {team.status === 'failed' && <LoadFailed onRetry={team.reload} />}
            {team.status === 'ready' && (
              <MembersTable
                organisationId={company.organisationId}
                members={team.team.members}
                myId={myId}
                isOwner={company.role === 'owner'}
                onChanged={() => {
                  team.reload();
                  refreshAccount();
                }}
                onLeft={() => {
                  refreshAccount();
                  void navigate(paths.employerArea.dashboard.href(), { replace: true });
                }}
              />
            )}
          </section>
          {canManage && (
            <section className="employer-card" aria-labelledby="invite-title">
              <h2 id="invite-title">{t('employer.team.invite.title')}</h2>
              <p className="muted employer-card__lead">{t('employer.team.invite.lead')}</p>
              <InviteForm
                roles={invitable[company.role]}
                labels={{ email: t('employer.team.invite.email'), role: t('employer.team.invite.role'), submit: t('employer.team.invite.submit') }}
                roleLabel={(r) => t(`employer.roles.${r}`)}
                check={(email) => (!email ? t('employer.team.invite.errors.required') : PATTERN.test(email) ? null : t('employer.team.invite.errors.pattern'))}
                invite={async (email, role) => {
                  const outcome = await inviteMember(company.organisationId, { email, role });
                  if (outcome.ok) return null;
                  if (outcome.status === 409) return t('employer.team.invite.errors.exists');
                  if (outcome.status === 403) return t('employer.team.invite.errors.forbidden');
                  if (outcome.status === 400 || outcome.status === 422) return outcome.detail || t('employer.team.invite.errors.pattern');
                  return t('employer.team.invite.errors.failed');
                }}
                sent={(email) => t('employer.team.invite.sent', { email })}
                failed={t('employer.team.invite.errors.failed')}
                onInvited={team.reload}
              />
              <h3 className="employer-subtitle">{t('employer.team.invitations.title')}</h3>
              {team.status === 'ready' && <PendingInvitations invitations={team.team.invitations} />}
            </section>
          )}
          {canManage && (
            <section className="employer-card" aria-labelledby="requests-title">
              <h2 id="requests-title">{t('employer.team.requests.title')}</h2>
              {team.status === 'ready' && (
                <JoinRequests
                  organisationId={company.organisationId}
                  requests={team.requests}
                  onDecided={() => {
                    team.reload();
                  }}
                />
              )}
            </section>
          )}
        </div>
      )}
    </div>
  );
}

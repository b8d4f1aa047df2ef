import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { Role } from '../../../lib/team.ts';
import { refreshAccount } from '../../../lib/use-account.ts';
import { useTeam } from '../../../lib/use-team.ts';
import { canManage, invitableRoles, TEAM_KINDS, type OrganisationKind } from '../utils/team.ts';
import { HandoverPart } from './handover-part.tsx';
import { InvitationRows } from './invitation-rows.tsx';
import { InviteForm } from './invite-form.tsx';
import { JoinRequestRows } from './join-request-rows.tsx';
import { MembersTable } from './members-table.tsx';
import './team-list.css';
import './team.css';

interface Props {
  kind: OrganisationKind;
  organisationId: string;
  /** The signed-in person's role here: owners manage members, owners and admins invite and answer join requests. */
  myRole: Role | null;
  myUniqueId: string;
  /**
   * A page of its own (the employer's /dashboard/Team, whose h1 names it): its parts are h2. Otherwise a panel in a
   * dashboard, titled "Team" (h2) with h3 parts.
   */
  standalone?: boolean;
  /** A member's job role in the reader's language, for kinds whose members have one. */
  jobRole?: (jobRole: string | null) => string;
  /** After the person left the organisation (their account is reloaded already): where to go. */
  onLeft?: () => void;
}

/**
 * An organisation's team, the same screen for companies, career centers and student organisations (docs/accounts.md
 * § Teams): members with roles, removal and leaving; the hand-over of ownership; join requests; open invitations and
 * the invite form. What
 * differs by kind is data (utils/team.ts TEAM_KINDS).
 */
export function TeamScreen({ kind, organisationId, myRole, myUniqueId, standalone = false, jobRole, onLeft }: Props) {
  const { t } = useTranslation();
  const manage = canManage(myRole);
  const { joinRequests, handover, texts } = TEAM_KINDS[kind];
  const team = useTeam(organisationId, joinRequests && manage);
  const Part = standalone ? 'h2' : 'h3';

  return (
    <section className={`team-screen${standalone ? ' team-screen--page' : ''}`} aria-labelledby={standalone ? undefined : 'team-title'} data-testid="team-panel">
      {!standalone && <h2 id="team-title">{t('careerCenter.team.title')}</h2>}
      {team.status === 'loading' && (
        <div role="status" aria-label={t('common.loading')} data-testid="team-loading">
          <Skeleton className="skeleton--line" />
          <Skeleton className="skeleton--line skeleton--medium" />
        </div>
      )}
      {team.status === 'failed' && (
        <div className="alert alert--error" role="alert" data-testid="team-error">
          <p>{t('careerCenter.team.error')}</p>
          <button type="button" className="button button--secondary button--small" onClick={team.reload}>
            {t('careerCenter.team.retry')}
          </button>
        </div>
      )}
      {team.status === 'ready' && (
        <>
          <div className="team-screen__part">
            <Part className="team-screen__heading">{t('careerCenter.team.members', { count: team.team.members.length })}</Part>
            <MembersTable
              organisationId={organisationId}
              members={team.team.members}
              myId={myUniqueId}
              myRole={myRole}
              texts={texts}
              jobRole={jobRole}
              onChanged={() => {
                team.reload();
                refreshAccount();
              }}
              onLeft={() => {
                refreshAccount();
                onLeft?.();
              }}
            />
          </div>
          {handover && (
            <HandoverPart
              organisationId={organisationId}
              team={team.team}
              myId={myUniqueId}
              myRole={myRole}
              Heading={Part}
              onChanged={() => {
                team.reload();
                refreshAccount();
              }}
            />
          )}
          {joinRequests && manage && (
            <div className="team-screen__part">
              <Part className="team-screen__heading">{t('employer.team.requests.title')}</Part>
              <JoinRequestRows organisationId={organisationId} requests={team.requests} onDecided={team.reload} />
            </div>
          )}
          <div className="team-screen__part">
            <Part className="team-screen__heading">{t('careerCenter.team.invitations')}</Part>
            <InvitationRows invitations={team.team.invitations} />
          </div>
          <div className="team-screen__part">
            <Part id="invite-title" className="team-screen__heading">
              {t('careerCenter.team.inviteTitle')}
            </Part>
            {manage ? (
              <>
                <p className="muted team-screen__lead">{t('employer.team.invite.lead')}</p>
                <InviteForm organisationId={organisationId} roles={invitableRoles(kind, myRole)} team={team.team} labelledBy="invite-title" onInvited={team.reload} />
              </>
            ) : (
              <p className="muted" data-testid="team-invite-hint">
                {t('careerCenter.team.askToInvite')}
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { InvitationRows } from '../../../components/team/invitation-rows.tsx';
import { InviteForm } from '../../../components/team/invite-form.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { Role } from '../api/get-members.ts';
import { inviteMember } from '../api/invite-member.ts';
import { canInvite, checkInvitee, fullName, invitableRoles, sortMembers } from '../utils/team.ts';
import { JoinRequestList } from './join-request-list.tsx';
import { useTeam } from './use-team.ts';
import '../../../components/team/team-list.css';
import './team.css';

interface Props {
  organisationId: string;
  /** The signed-in person's role here, which decides whether the invite form shows. */
  myRole: Role | null;
  myUniqueId?: string;
  /** Career centers admit later staff by request (issue 22): owners and admins answer them here. */
  joinRequests?: boolean;
}

/** An organisation's team (docs/accounts.md § Teams): members, open invitations, and the invite form. */
export function TeamPanel({ organisationId, myRole, myUniqueId, joinRequests = false }: Props) {
  const { t } = useTranslation();
  const { status, team, reload } = useTeam(organisationId);

  return (
    <section className="team-panel" aria-labelledby="team-title" data-testid="team-panel">
      <h2 id="team-title">{t('careerCenter.team.title')}</h2>
      {status === 'loading' && (
        <div role="status" aria-label={t('common.loading')} data-testid="team-loading">
          <Skeleton className="skeleton--line" />
          <Skeleton className="skeleton--line skeleton--medium" />
        </div>
      )}
      {status === 'failed' && (
        <div className="alert alert--error" role="alert" data-testid="team-error">
          <p>{t('careerCenter.team.error')}</p>
          <button type="button" className="button button--secondary button--small" onClick={reload}>
            {t('careerCenter.team.retry')}
          </button>
        </div>
      )}
      {team && (
        <>
          <h3 className="team-panel__heading">{t('careerCenter.team.members', { count: team.members.length })}</h3>
          <ul className="team-list" data-testid="team-members">
            {sortMembers(team.members).map((m) => (
              <li key={m.uniqueId} className="team-list__item" data-testid="team-member">
                <span className="team-list__who">
                  <span className="team-list__name">
                    {fullName(m) || m.email}
                    {m.uniqueId === myUniqueId && <span className="muted"> {t('careerCenter.team.you')}</span>}
                  </span>
                  <span className="team-list__email muted">{m.email}</span>
                </span>
                <span className={`team-role team-role--${m.role}`}>{t(`careerCenter.team.role.${m.role}`)}</span>
              </li>
            ))}
          </ul>
          {joinRequests && canInvite(myRole) && <JoinRequestList organisationId={organisationId} onDecided={reload} />}
          <h3 className="team-panel__heading">{t('careerCenter.team.invitations')}</h3>
          <InvitationRows
            invitations={team.invitations.map((inv) => ({ ...inv, role: t(`careerCenter.team.role.${inv.role}`) }))}
            empty={t('careerCenter.team.noInvitations')}
            expires={(date) => t('careerCenter.team.expires', { date })}
            look={{ list: 'team-list', item: 'team-list__item', role: 'team-role' }}
            testIds={{ empty: 'team-no-invitations', list: 'team-invitations', item: 'team-invitation' }}
          />
          {canInvite(myRole) ? (
            <InviteForm
              roles={invitableRoles(myRole)}
              labels={{ title: t('careerCenter.team.inviteTitle'), email: t('careerCenter.team.inviteEmail'), role: t('careerCenter.team.inviteRole'), submit: t('careerCenter.team.inviteSubmit') }}
              roleLabel={(r) => t(`careerCenter.team.role.${r}`)}
              check={(email) => {
                const problem = checkInvitee(email, team);
                return problem && t(`careerCenter.team.inviteError.${problem}`);
              }}
              invite={async (email, role) => {
                const result = await inviteMember(organisationId, { email, role });
                return result === 'success' ? null : t(`careerCenter.team.inviteError.${result}`);
              }}
              sent={(email) => t('careerCenter.team.invited', { email })}
              failed={t('careerCenter.team.inviteError.error')}
              onInvited={reload}
            />
          ) : (
            <p className="muted" data-testid="team-invite-hint">
              {t('careerCenter.team.askToInvite')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

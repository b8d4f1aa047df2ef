import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { memberRoles } from '../../../lib/account.ts';
import type { Member, Role } from '../../../lib/team.ts';
import { toast } from '../../../lib/toast.ts';
import { changeMemberRole, removeMember } from '../api/change-member.ts';
import { displayName, memberActions, refusalOf, sortMembers, type TeamKind } from '../utils/team.ts';

interface Props {
  organisationId: string;
  members: readonly Member[];
  myId: string;
  myRole: Role | null;
  texts: TeamKind['texts'];
  /** A member's job role in the reader's language; without it there is no such column (companies name one). */
  jobRole?: ((jobRole: string | null) => string) | undefined;
  onChanged: () => void;
  /** After leaving the organisation oneself. */
  onLeft: () => void;
}

/** The members, owners first: owners change roles and remove people (confirmed); anyone may leave, as long as an owner remains. */
export function MembersTable({ organisationId, members, myId, myRole, texts, jobRole, onChanged, onLeft }: Props) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const refused = (status: number, code: string) => {
    const reason = refusalOf(status, code);
    toast.error(t(reason === 'lastOwner' ? texts.lastOwner : `employer.team.${reason}`));
  };

  const changeRole = async (member: Member, role: Role) => {
    setBusy(member.uniqueId);
    try {
      const outcome = await changeMemberRole(organisationId, member.uniqueId, role);
      if (outcome.ok) {
        toast.success(t('employer.team.roleChanged', { name: displayName(member), role: t(`careerCenter.team.role.${role}`) }));
        onChanged();
      } else refused(outcome.status, outcome.code);
    } catch {
      toast.error(t('employer.team.failed'));
    }
    setBusy(null);
  };

  const remove = async () => {
    if (!removing) return;
    const member = removing;
    setBusy(member.uniqueId);
    try {
      const outcome = await removeMember(organisationId, member.uniqueId);
      setRemoving(null);
      if (!outcome.ok) refused(outcome.status, outcome.code);
      else if (member.uniqueId === myId) {
        toast.success(t(texts.left));
        onLeft();
      } else {
        toast.success(t('employer.team.removed', { name: displayName(member) }));
        onChanged();
      }
    } catch {
      toast.error(t('employer.team.failed'));
    }
    setBusy(null);
  };

  const leaving = removing?.uniqueId === myId;

  return (
    <>
      <table className="members-table" data-testid="team-members">
        <caption className="visually-hidden">{t('employer.team.members.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('employer.team.members.name')}</th>
            <th scope="col">{t('employer.team.members.role')}</th>
            {jobRole && <th scope="col">{t('employer.team.members.jobRole')}</th>}
            <th scope="col">
              <span className="visually-hidden">{t('employer.team.members.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sortMembers(members).map((m) => {
            const me = m.uniqueId === myId;
            const may = memberActions(myRole, me);
            const name = displayName(m);
            return (
              <tr key={m.uniqueId} data-testid="team-member" data-email={m.email}>
                <td data-label={t('employer.team.members.name')}>
                  <div>
                    <span className="members-table__name">
                      {name}
                      {me && <span className="muted"> {t('careerCenter.team.you')}</span>}
                    </span>
                    <span className="members-table__email">{m.email}</span>
                  </div>
                </td>
                <td data-label={t('employer.team.members.role')}>
                  {may.changeRole ? (
                    <select
                      className="input input--compact"
                      aria-label={t('employer.team.members.roleOf', { name })}
                      value={m.role}
                      disabled={busy === m.uniqueId}
                      onChange={(e) => void changeRole(m, e.currentTarget.value as Role)}
                      data-testid="member-role"
                    >
                      {memberRoles.map((r) => (
                        <option key={r} value={r}>
                          {t(`careerCenter.team.role.${r}`)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <span className={`team-role team-role--${m.role}`}>{t(`careerCenter.team.role.${m.role}`)}</span>
                  )}
                </td>
                {jobRole && <td data-label={t('employer.team.members.jobRole')}>{jobRole(m.jobRole)}</td>}
                <td className="members-table__actions">
                  {(may.remove || may.leave) && (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={busy === m.uniqueId}
                      onClick={() => setRemoving(m)}
                      aria-label={me ? t('employer.team.leave') : t('employer.team.removeOf', { name })}
                      data-testid={me ? 'member-leave' : 'member-remove'}
                    >
                      {me ? t('employer.team.leave') : t('employer.team.remove')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ConfirmDialog
        open={removing !== null}
        title={t(leaving ? texts.leaveTitle : 'employer.team.confirmRemove.title')}
        body={leaving ? t(texts.leaveBody) : t(texts.removeBody, { name: removing ? displayName(removing) : '' })}
        cancelLabel={t('employer.team.cancel')}
        confirmLabel={leaving ? t('employer.team.leave') : t('employer.team.remove')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
        busy={busy !== null}
        testId="remove-dialog"
      />
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { changeMemberRole } from '../api/change-member-role.ts';
import { MEMBER_ROLES, type Member, type MemberRole } from '../api/get-members.ts';
import { removeMember } from '../api/remove-member.ts';
import { isJobRole, jobRoleKey } from '../data/job-roles.ts';

interface Props {
  organisationId: string;
  members: Member[];
  myId: string;
  isOwner: boolean;
  onChanged: () => void;
  /** After leaving the company oneself. */
  onLeft: () => void;
}

const fullName = (m: Member) => `${m.firstName} ${m.LastName}`.trim() || m.email;

/** The members: owners change roles and remove people (confirmed); anyone may leave, as long as an owner remains. */
export function MembersTable({ organisationId, members, myId, isOwner, onChanged, onLeft }: Props) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const refusal = (status: number, code: string) =>
    toast.error(code === 'LAST_OWNER' || status === 409 ? t('employer.team.lastOwner') : status === 403 ? t('employer.team.forbidden') : t('employer.team.failed'));

  const changeRole = async (member: Member, role: MemberRole) => {
    setBusy(member.uniqueId);
    try {
      const outcome = await changeMemberRole(organisationId, member.uniqueId, role);
      if (outcome.ok) {
        toast.success(t('employer.team.roleChanged', { name: fullName(member), role: t(`employer.roles.${role}`) }));
        onChanged();
      } else refusal(outcome.status, outcome.code);
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
      if (outcome.ok) {
        setRemoving(null);
        if (member.uniqueId === myId) {
          toast.success(t('employer.team.left'));
          onLeft();
        } else {
          toast.success(t('employer.team.removed', { name: fullName(member) }));
          onChanged();
        }
      } else {
        setRemoving(null);
        refusal(outcome.status, outcome.code);
      }
    } catch {
      toast.error(t('employer.team.failed'));
    }
    setBusy(null);
  };

  const leaving = removing?.uniqueId === myId;

  return (
    <>
      <table className="members-table" data-testid="members-table">
        <caption className="visually-hidden">{t('employer.team.members.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('employer.team.members.name')}</th>
            <th scope="col">{t('employer.team.members.role')}</th>
            <th scope="col">{t('employer.team.members.jobRole')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('employer.team.members.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => {
            const me = m.uniqueId === myId;
            return (
              <tr key={m.uniqueId} data-testid="member-row" data-email={m.email}>
                <td data-label={t('employer.team.members.name')}>
                  <div>
                    <span className="members-table__name">
                      {fullName(m)}
                      {me && <span className="muted"> ({t('employer.team.members.you')})</span>}
                    </span>
                    <span className="members-table__email">{m.email}</span>
                  </div>
                </td>
                <td data-label={t('employer.team.members.role')}>
                  {isOwner && !me ? (
                    <select
                      className="input input--compact"
                      aria-label={t('employer.team.members.roleOf', { name: fullName(m) })}
                      value={m.role}
                      disabled={busy === m.uniqueId}
                      onChange={(e) => void changeRole(m, e.currentTarget.value as MemberRole)}
                      data-testid="member-role"
                    >
                      {MEMBER_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {t(`employer.roles.${r}`)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    t(`employer.roles.${m.role}`)
                  )}
                </td>
                <td data-label={t('employer.team.members.jobRole')}>{isJobRole(m.jobRole) ? t(`${jobRoleKey(m.jobRole)}.title`) : '—'}</td>
                <td className="members-table__actions">
                  {(isOwner || me) && (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={busy === m.uniqueId}
                      onClick={() => setRemoving(m)}
                      aria-label={me ? t('employer.team.leave') : t('employer.team.removeOf', { name: fullName(m) })}
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
        title={leaving ? t('employer.team.confirmLeave.title') : t('employer.team.confirmRemove.title')}
        body={leaving ? t('employer.team.confirmLeave.body') : t('employer.team.confirmRemove.body', { name: removing ? fullName(removing) : '' })}
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

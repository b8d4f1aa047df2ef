import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import type { Role, Team } from '../api/get-members.ts';
import { inviteMember } from '../api/invite-member.ts';
import { checkInvitee, invitableRoles } from '../utils/team.ts';

interface Props {
  organisationId: string;
  myRole: Role | null;
  team: Team;
  onInvited: () => void;
}

/** Invite by e-mail with a role (owners may invite admins); the invitee gets a single-use link for 7 days. */
export function InviteForm({ organisationId, myRole, team, onInvited }: Props) {
  const { t } = useTranslation();
  const roles = invitableRoles(myRole);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const problem = checkInvitee(email, team);
    setError(problem && t(`careerCenter.team.inviteError.${problem}`));
    if (problem) return;
    setBusy(true);
    try {
      const result = await inviteMember(organisationId, { email, role });
      if (result === 'success') {
        toast.success(t('careerCenter.team.invited', { email: email.trim() }));
        setEmail('');
        onInvited();
      } else setError(t(`careerCenter.team.inviteError.${result}`));
    } catch {
      setError(t('careerCenter.team.inviteError.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="invite-form"
      noValidate
      aria-labelledby="invite-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id="invite-title" className="team-panel__heading">
        {t('careerCenter.team.inviteTitle')}
      </h3>
      <div className="invite-form__fields">
        <div className="field invite-form__email">
          <label htmlFor="invite-email">{t('careerCenter.team.inviteEmail')}</label>
          <input
            id="invite-email"
            className="input"
            type="email"
            autoComplete="off"
            value={email}
            aria-invalid={!!error}
            aria-describedby={error ? 'invite-email-error' : undefined}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="invite-role">{t('careerCenter.team.inviteRole')}</label>
          <select id="invite-role" className="input" value={role} onChange={(e) => setRole(e.currentTarget.value as Role)}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {t(`careerCenter.team.role.${r}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FieldError id="invite-email-error" message={error} />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy} data-testid="invite-submit">
        {busy ? t('common.loading') : t('careerCenter.team.inviteSubmit')}
      </button>
    </form>
  );
}

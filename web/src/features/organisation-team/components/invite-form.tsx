import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldShell } from '../../../components/ui/field.tsx';
import type { Role, Team } from '../../../lib/team.ts';
import { toast } from '../../../lib/toast.ts';
import { inviteMember } from '../api/invite-member.ts';
import { checkInvitee } from '../utils/team.ts';
import './invite-form.css';

interface Props {
  organisationId: string;
  /** The roles this inviter may hand out, the first preselected. */
  roles: readonly Role[];
  /** The team as shown: an address already in it or invited is refused before any call. */
  team: Team;
  /** The id of the heading that names the form. */
  labelledBy: string;
  onInvited: () => void;
}

/** Invite by e-mail with a role; the server mails a single-use link (7 days). */
export function InviteForm({ organisationId, roles, team, labelledBy, onInvited }: Props) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role | undefined>(roles[0]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const value = email.trim();
    const problem = checkInvitee(value, team);
    setError(problem && t(`careerCenter.team.inviteError.${problem}`));
    if (problem || !role) return;
    setBusy(true);
    try {
      const result = await inviteMember(organisationId, { email: value, role });
      if (result === 'success') {
        toast.success(t('careerCenter.team.invited', { email: value }));
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
      aria-labelledby={labelledBy}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="invite-form"
    >
      <div className="invite-form__fields">
        <Field id="invite-email" label={t('careerCenter.team.inviteEmail')} error={error} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <FieldShell
          id="invite-role"
          label={t('careerCenter.team.inviteRole')}
          render={(control) => (
            <select className="input" {...control} value={role} onChange={(e) => setRole(e.currentTarget.value as Role)}>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {t(`careerCenter.team.role.${r}`)}
                </option>
              ))}
            </select>
          )}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy} data-testid="invite-submit">
        {busy ? t('common.loading') : t('careerCenter.team.inviteSubmit')}
      </button>
    </form>
  );
}

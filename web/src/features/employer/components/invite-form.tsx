import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import type { MemberRole } from '../api/get-members.ts';
import { inviteMember } from '../api/invite-member.ts';

const PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Invite by e-mail with a role (owners may hand out admin, admins only member); the server mails the link. */
export function InviteForm({ organisationId, roles, onInvited }: { organisationId: string; roles: MemberRole[]; onInvited: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>(roles[0] ?? 'member');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const value = email.trim();
    const problem = !value ? 'required' : PATTERN.test(value) ? null : 'pattern';
    setError(problem && t(`employer.team.invite.errors.${problem}`));
    if (problem) return;
    setBusy(true);
    try {
      const outcome = await inviteMember(organisationId, { email: value, role });
      if (outcome.ok) {
        toast.success(t('employer.team.invite.sent', { email: value }));
        setEmail('');
        onInvited();
      } else if (outcome.status === 409) setError(t('employer.team.invite.errors.exists'));
      else if (outcome.status === 403) setError(t('employer.team.invite.errors.forbidden'));
      else if (outcome.status === 400 || outcome.status === 422) setError(outcome.detail || t('employer.team.invite.errors.pattern'));
      else setError(t('employer.team.invite.errors.failed'));
    } catch {
      setError(t('employer.team.invite.errors.failed'));
    }
    setBusy(false);
  };

  return (
    <form
      className="invite-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="invite-form"
    >
      <div className="field invite-form__email">
        <label htmlFor="invite-email">{t('employer.team.invite.email')}</label>
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
        <FieldError id="invite-email-error" message={error} />
      </div>
      <div className="field invite-form__role">
        <label htmlFor="invite-role">{t('employer.team.invite.role')}</label>
        <select id="invite-role" className="input" value={role} onChange={(e) => setRole(e.currentTarget.value as MemberRole)}>
          {roles.map((r) => (
            <option key={r} value={r}>
              {t(`employer.roles.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary invite-form__submit" disabled={busy} aria-busy={busy} data-testid="invite-submit">
        {busy ? t('common.loading') : t('employer.team.invite.submit')}
      </button>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { Field, FieldShell } from '../ui/field.tsx';
import './invite-form.css';

interface Props<R extends string> {
  /** The roles this inviter may hand out, the first preselected. */
  roles: readonly R[];
  labels: { title?: string; email: string; role: string; submit: string };
  roleLabel: (role: R) => string;
  /** The client's check of the address (the server checks too): a translated problem, or null. */
  check: (email: string) => string | null;
  /** Sends the invitation: null when it went out, else the translated reason. */
  invite: (email: string, role: R) => Promise<string | null>;
  sent: (email: string) => string;
  /** Shown when the call itself fails (no answer). */
  failed: string;
  onInvited: () => void;
}

/**
 * Invite by e-mail with a role, for every organisation's team (companies, career centers, student organisations);
 * the server mails a single-use link. Each team brings its words and rules; the form and its states are this one.
 */
export function InviteForm<R extends string>({ roles, labels, roleLabel, check, invite, sent, failed, onInvited }: Props<R>) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<R | undefined>(roles[0]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const value = email.trim();
    const problem = check(value);
    setError(problem);
    if (problem || !role) return;
    setBusy(true);
    try {
      const refused = await invite(value, role);
      if (refused === null) {
        toast.success(sent(value));
        setEmail('');
        onInvited();
      } else setError(refused);
    } catch {
      setError(failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="invite-form"
      noValidate
      aria-labelledby={labels.title ? 'invite-title' : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="invite-form"
    >
      {labels.title && (
        <h3 id="invite-title" className="team-panel__heading">
          {labels.title}
        </h3>
      )}
      <div className="invite-form__fields">
        <Field id="invite-email" label={labels.email} error={error} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <FieldShell
          id="invite-role"
          label={labels.role}
          render={(control) => (
            <select className="input" {...control} value={role} onChange={(e) => setRole(e.currentTarget.value as R)}>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {roleLabel(r)}
                </option>
              ))}
            </select>
          )}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy} data-testid="invite-submit">
        {busy ? t('common.loading') : labels.submit}
      </button>
    </form>
  );
}

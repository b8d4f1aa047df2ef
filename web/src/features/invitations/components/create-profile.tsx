import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { CardPage } from '../../../components/ui/card-page.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { organisationHome } from '../../../config/paths/organisations.ts';
import { setAppState } from '../../../lib/app-state.ts';
import { homeOf, isSessionKind, startSession } from '../../../lib/session.ts';
import { refreshAccount } from '../../../lib/use-account.ts';
import { acceptInvitation } from '../api/accept-invitation.ts';
import type { InvitationLink } from '../api/get-invitation.ts';
import { checkProfile, MAX_NAME, type ProfileErrors } from '../utils/profile.ts';
import { kindOfOrganisation } from '../utils/kind-of.ts';
import { InvitationFailed, InvitationInvalid } from './invitation-states.tsx';
import { useInvitation } from './use-invitation.ts';

/** /create/profile/{uniqueId}/{dsa}/{company}/{user}: name and password; the account is created and signed in. */
export function CreateProfile({ link }: { link: InvitationLink }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, retry } = useInvitation(link);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [serverPassword, setServerPassword] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = t('invitation.profile.documentTitle');
  }, [t]);

  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'invalid') return <InvitationInvalid />;
  if (state.status === 'failed') return <InvitationFailed onRetry={retry} />;
  const { invitation } = state;

  const submit = async () => {
    const found = checkProfile({ firstName, lastName, password });
    setErrors(found);
    setServerPassword(null);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await acceptInvitation(link, { firstName: firstName.trim(), lastName: lastName.trim(), password });
      if (result.outcome === 'created') {
        const kind = isSessionKind(result.kind) ? result.kind : kindOfOrganisation(invitation.organisation.kind);
        startSession({ kind, token: result.token, uniqueId: result.uniqueId || invitation.uniqueId });
        if (kind === 'employer') setAppState({ company: link.organisationId });
        refreshAccount();
        toast.success(t('invitation.profile.done', { organisation: invitation.organisation.name }));
        void navigate(kind === 'student' ? organisationHome(invitation.organisation.kind, link.organisationId) : homeOf(kind), { replace: true });
        return;
      }
      if (result.outcome === 'weak password') setServerPassword(result.message || t('invitation.profile.errors.password.short'));
      else if (result.outcome === 'invalid') setFailure(t('invitation.invalid.body'));
      else setFailure(('message' in result && result.message) || t('invitation.profile.failed'));
    } catch {
      setFailure(t('invitation.profile.failed'));
    }
    setBusy(false);
  };

  const nameError = (field: 'firstName' | 'lastName') => errors[field] && t(`invitation.profile.errors.name.${errors[field]}`, { max: MAX_NAME });
  const passwordError = serverPassword ?? (errors.password && t(`invitation.profile.errors.password.${errors.password}`));

  return (
    <CardPage testId="create-profile">
      <p className="eyebrow">{invitation.organisation.name}</p>
      <h1>{t('invitation.profile.title')}</h1>
      <p className="card-page__lead">
        {t('invitation.profile.lead', { organisation: invitation.organisation.name, role: t(`invitation.roles.${invitation.role}`), email: invitation.email })}
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="card-page__row">
          <div className="field">
            <label htmlFor="profile-first-name">{t('invitation.profile.firstName')}</label>
            <input
              id="profile-first-name"
              className="input"
              autoComplete="given-name"
              value={firstName}
              aria-invalid={!!errors.firstName}
              aria-describedby={errors.firstName ? 'profile-first-name-error' : undefined}
              onChange={(e) => setFirstName(e.currentTarget.value)}
            />
            <FieldError id="profile-first-name-error" message={nameError('firstName')} />
          </div>
          <div className="field">
            <label htmlFor="profile-last-name">{t('invitation.profile.lastName')}</label>
            <input
              id="profile-last-name"
              className="input"
              autoComplete="family-name"
              value={lastName}
              aria-invalid={!!errors.lastName}
              aria-describedby={errors.lastName ? 'profile-last-name-error' : undefined}
              onChange={(e) => setLastName(e.currentTarget.value)}
            />
            <FieldError id="profile-last-name-error" message={nameError('lastName')} />
          </div>
        </div>
        <div className="field">
          <label htmlFor="profile-password">{t('invitation.profile.password')}</label>
          <PasswordInput
            id="profile-password"
            autoComplete="new-password"
            value={password}
            aria-invalid={!!passwordError}
            aria-describedby={passwordError ? 'profile-password-error' : undefined}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <FieldError id="profile-password-error" message={passwordError} />
        </div>
        {failure && (
          <p className="alert alert--error" role="alert" data-testid="profile-failed">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy} data-testid="profile-submit">
          {busy ? t('common.loading') : t('invitation.profile.submit')}
        </button>
      </form>
    </CardPage>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { CardPage } from '../../../components/ui/card-page.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { organisationHome } from '../../../config/paths/organisations.ts';
import { paths } from '../../../config/paths.ts';
import { loginOf, useSession } from '../../../lib/session.ts';
import { refreshAccount } from '../../../lib/use-account.ts';
import { acceptInvitation } from '../api/accept-invitation.ts';
import type { InvitationLink } from '../api/get-invitation.ts';
import { kindOfOrganisation } from '../utils/kind-of.ts';
import { InvitationFailed, InvitationInvalid } from './invitation-states.tsx';
import { useInvitation } from './use-invitation.ts';

/**
 * /registration/{company}/{dsa}/{user}: who invites you to what, as which role. Someone new continues to create a
 * profile; someone with an account signs in (and comes back here) or, signed in, joins with one button.
 */
export function InvitationLanding({ link }: { link: InvitationLink }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const { state, retry } = useInvitation(link);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = t('invitation.documentTitle');
  }, [t]);

  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'invalid') return <InvitationInvalid />;
  if (state.status === 'failed') return <InvitationFailed onRetry={retry} />;

  const { invitation } = state;
  const kind = kindOfOrganisation(invitation.organisation.kind);
  const values = {
    organisation: invitation.organisation.name,
    role: t(`invitation.roles.${invitation.role}`),
    email: invitation.email,
    name: invitation.invitedBy ?? '',
  };

  const join = async () => {
    setBusy(true);
    try {
      const result = await acceptInvitation(link);
      if (result.outcome === 'joined' || result.outcome === 'created') {
        toast.success(t('invitation.joined', values));
        refreshAccount();
        void navigate(organisationHome(invitation.organisation.kind, link.organisationId), { replace: true });
        return;
      }
      toast.error(t(result.outcome === 'invalid' ? 'invitation.invalid.body' : result.outcome === 'wrong account' ? 'invitation.wrongAccount' : 'invitation.failed.body', values));
    } catch {
      toast.error(t('invitation.failed.body'));
    }
    setBusy(false);
  };

  return (
    <CardPage testId="invitation-landing">
      <p className="eyebrow">{t(`invitation.kinds.${invitation.organisation.kind}`)}</p>
      <h1>{t('invitation.title', values)}</h1>
      <p className="card-page__lead" data-testid="invitation-summary">
        {invitation.invitedBy ? t('invitation.leadBy', values) : t('invitation.lead', values)}
      </p>
      <p className="muted">{t('invitation.forAddress', values)}</p>
      {invitation.mustRegisterFirst && session?.kind !== kind ? (
        <>
          <p data-testid="invitation-register-first">{t('invitation.registerFirst')}</p>
          <div className="card-page__actions">
            <Link className="button button--primary" to={paths.register.href()}>
              {t('invitation.register')}
            </Link>
            <Link to={loginOf(kind)} state={{ from: `${location.pathname}${location.search}` }}>
              {t('invitation.signIn')}
            </Link>
          </div>
        </>
      ) : invitation.accountExists || invitation.mustRegisterFirst ? (
        session?.kind === kind ? (
          <button type="button" className="button button--primary button--block" disabled={busy} aria-busy={busy} onClick={() => void join()} data-testid="invitation-join">
            {busy ? t('common.loading') : t('invitation.join', values)}
          </button>
        ) : (
          <>
            <p>{t('invitation.signInFirst')}</p>
            <Link
              className="button button--primary button--block"
              to={loginOf(kind)}
              state={{ from: `${location.pathname}${location.search}` }}
              data-testid="invitation-sign-in"
            >
              {t('invitation.signIn')}
            </Link>
          </>
        )
      ) : (
        <Link
          className="button button--primary button--block"
          to={paths.invitation.createProfile.href(invitation.uniqueId, link.dsa, link.organisationId, link.invitationId)}
          data-testid="invitation-continue"
        >
          {t('invitation.continue')}
        </Link>
      )}
    </CardPage>
  );
}

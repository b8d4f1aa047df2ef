import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useRegistrationEvents } from '../../../lib/registration/use-registration-events.ts';
import { CardPage } from '../../../components/ui/card-page.tsx';
import { paths } from '../../../config/paths.ts';
import { getAppState, setAppState } from '../../../lib/app-state.ts';
import { getSession, startSession } from '../../../lib/session.ts';
import { refreshAccount } from '../../../lib/use-account.ts';
import { CodeStep } from '../../../components/registration/code-step.tsx';
import { DetailsStep } from '../../../components/registration/details-step.tsx';
import { MAX_NAME_LENGTH } from '../utils/work-email.ts';
import { MatchStep } from './match-step.tsx';
import { dropRegistrationActor, registrationActor } from './registration-actor.ts';
import './employer.css';

const LOOK = { lead: 'card-page__lead', actions: 'card-page__actions' };

/**
 * /employer/register and /employer/register/verify: one registration flow over two addresses. The URL follows the
 * machine (details ↔ code); a code screen without details (a reload) goes back to the details.
 */
export function EmployerRegistration({ route }: { route: 'details' | 'verify' }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // One actor per mounted screen: the flow it finishes must not be swapped for a fresh one under it.
  const [actor] = useState(() => registrationActor(i18n.resolvedLanguage ?? 'en'));
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const busy = snapshot.hasTag('loading');
  const step = snapshot.hasTag('step:details') ? 'details' : snapshot.hasTag('step:code') ? 'verify' : 'after';
  const { errors, serverErrors, details } = context;
  const emailError = serverErrors.email ?? (errors.email && t(`employer.register.errors.email.${errors.email}`));
  const passwordError = serverErrors.password ?? (errors.password && t(`employer.register.errors.password.${errors.password}`));
  const nameError = (problem: string | null | undefined) => (problem ? t(`employer.register.errors.name.${problem}`, { max: MAX_NAME_LENGTH }) : null);

  useRegistrationEvents(actor, 'employer.register.toast');

  useEffect(() => {
    document.title = t(step === 'verify' ? 'employer.verify.documentTitle' : 'employer.register.documentTitle');
  }, [t, step]);

  // Keep the address in step with the flow.
  useEffect(() => {
    if (step === 'verify' && route === 'details') void navigate(paths.employerArea.verify.href());
    if (step === 'details' && route === 'verify') void navigate(paths.employerArea.register.href(), { replace: true });
  }, [step, route, navigate]);

  // Registered: the session starts with the token the server handed over.
  const token = snapshot.hasTag('signedIn') ? context.token : null;
  useEffect(() => {
    if (!token || getSession()?.token === token) return;
    startSession({ kind: 'employer', token, uniqueId: context.uniqueId });
    const employer = getAppState().employer;
    if (employer) setAppState({ employer: { ...employer, firstName: details.firstName ?? '' }, email: details.email });
  }, [token, context.uniqueId, details.firstName, details.email]);

  useEffect(() => {
    // Done: registered without a company to join (or chose to create one).
    if (snapshot.value === 'Done') {
      dropRegistrationActor();
      void navigate(paths.employerArea.createCompany.href(), { replace: true });
    } else if (snapshot.value === 'JoinRequested') {
      dropRegistrationActor();
      refreshAccount();
      void navigate(paths.employerArea.dashboard.href(), { replace: true, state: { joinRequested: context.match?.name ?? '' } });
    }
  }, [snapshot.value, navigate, context.match]);

  return (
    <CardPage testId="employer-registration">
      <ol className="card-page__steps" aria-label={t('employer.register.progress', { step: step === 'details' ? 1 : step === 'verify' ? 2 : 3, total: 3 })}>
        {[0, 1, 2].map((i) => (
          <li key={i} data-active={i <= (step === 'details' ? 0 : step === 'verify' ? 1 : 2)} />
        ))}
      </ol>
      {step === 'details' && (
        <>
          <DetailsStep
            title={t('employer.register.title')}
            lead={t('employer.register.lead')}
            look={LOOK}
            rows={[
              [
                { name: 'firstName', id: 'employer-first-name', autoComplete: 'given-name', label: t('employer.register.firstName'), error: nameError(errors.firstName) },
                { name: 'lastName', id: 'employer-last-name', autoComplete: 'family-name', label: t('employer.register.lastName'), error: nameError(errors.lastName) },
              ],
              [{ name: 'email', id: 'employer-email', type: 'email', autoComplete: 'email', label: t('employer.register.email'), error: emailError }],
              [{ name: 'password', id: 'employer-password', type: 'password', autoComplete: 'new-password', label: t('employer.register.password'), error: passwordError }],
            ]}
            // The password is not kept: coming back to the details asks for it again.
            initial={{ ...details, password: '' }}
            busy={busy}
            submitLabel={t('employer.register.submit')}
            submitTestId="employer-register-submit"
            onSubmit={(d) => actor.send({ type: 'SUBMIT', details: d })}
          />
          <div className="card-page__actions">
            <span className="muted">{t('employer.register.haveAccount')}</span>
            <Link to={paths.employerArea.login.href()}>{t('employer.register.login')}</Link>
          </div>
        </>
      )}
      {step === 'verify' && (
        <CodeStep
          title={t('employer.verify.title')}
          lead={t('employer.verify.lead', { email: details.email })}
          look={LOOK}
          codeId="employer-otp"
          codeLabel={t('employer.verify.code')}
          busy={busy}
          resendAt={context.resendAt}
          resendLabel={t('employer.verify.resend')}
          submitLabel={t('employer.verify.submit')}
          submitTestId="otp-submit"
          changeEmailLabel={t('employer.verify.changeEmail')}
          onVerify={(otp) => actor.send({ type: 'VERIFY', otp })}
          onResend={() => actor.send({ type: 'RESEND' })}
          onBack={() => actor.send({ type: 'BACK' })}
        />
      )}
      {step === 'after' && context.match && (
        <MatchStep company={context.match.name} busy={busy} onJoin={() => actor.send({ type: 'JOIN' })} onCreate={() => actor.send({ type: 'CREATE' })} />
      )}
    </CardPage>
  );
}

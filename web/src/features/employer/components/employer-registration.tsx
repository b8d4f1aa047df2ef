import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { CardPage } from '../../../components/ui/card-page.tsx';
import { paths } from '../../../config/paths.ts';
import { getAppState, setAppState } from '../../../lib/app-state.ts';
import { getSession, startSession } from '../../../lib/session.ts';
import { refreshAccount } from '../../../lib/use-account.ts';
import { CodeStep } from './code-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { MatchStep } from './match-step.tsx';
import { dropRegistrationActor, registrationActor } from './registration-actor.ts';
import './employer.css';

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
  const step = snapshot.hasTag('step:details') ? 'details' : snapshot.hasTag('step:verify') ? 'verify' : 'after';

  useEffect(() => {
    const sub = actor.on('notify', (notice) => {
      const text = t(`employer.register.toast.${notice.key}`, { seconds: notice.retryAfter ?? 60 });
      if (notice.level === 'success') toast.success(text);
      else if (notice.level === 'warning') toast.warning(text);
      else toast.error(text);
    });
    return () => sub.unsubscribe();
  }, [actor, t]);

  useEffect(() => {
    const onChange = (lng: string) => actor.send({ type: 'LANGUAGE.CHANGE', lng });
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [actor, i18n]);

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
    if (employer) setAppState({ employer: { ...employer, firstName: context.firstName }, email: context.email });
  }, [token, context.uniqueId, context.firstName, context.email]);

  useEffect(() => {
    if (snapshot.value === 'CreateCompany') {
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
            initial={{ firstName: context.firstName, lastName: context.lastName, email: context.email }}
            errors={context.errors}
            busy={busy}
            onSubmit={(d) => actor.send({ type: 'SUBMIT', ...d })}
          />
          <div className="card-page__actions">
            <span className="muted">{t('employer.register.haveAccount')}</span>
            <Link to={paths.employerArea.login.href()}>{t('employer.register.login')}</Link>
          </div>
        </>
      )}
      {step === 'verify' && (
        <CodeStep
          email={context.email}
          codeSentAt={context.codeSentAt}
          busy={busy}
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

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CardPage } from '../../../components/ui/card-page.tsx';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/app-state.ts';
import { startSession } from '../../../lib/session.ts';
import { CodeStep } from '../../../components/registration/code-step.tsx';
import { DetailsStep } from '../../../components/registration/details-step.tsx';
import { useRegistrationEvents } from '../../../lib/registration/use-registration-events.ts';
import { ccRegistrationMachine, type StaffUniversity } from '../machines/cc-registration.flow.ts';
import { LinkedinButton } from './linkedin-button.tsx';
import { UniversityStep } from './university-step.tsx';
import './career-center.css';

const STEP_TAGS = ['step:university', 'step:details', 'step:code'] as const;
const OTHER = 'other';
const LOOK = { lead: 'card-page__lead', actions: 'card-page__actions' };

function toUniversity(uni: { name: string; area: string; domains: string[] } | null): StaffUniversity | null {
  return uni && uni.name !== OTHER ? { name: uni.name, area: uni.area, domains: uni.domains } : null;
}

/**
 * /career-center/register. The university picker comes in as a slot (features do not import each other; the route
 * composes them); the picker writes the choice to client state (Uni), which this flow follows.
 */
export function CcRegistration({ universityPicker }: { universityPicker: ReactNode }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { Uni } = useAppState();
  const actor = useActorRef(ccRegistrationMachine, { input: { university: toUniversity(Uni), lng: i18n.resolvedLanguage ?? 'en' } });
  const snapshot = useSelector(actor, (s) => s);
  const step = Math.max(0, STEP_TAGS.findIndex((tag) => snapshot.hasTag(tag)));
  const { university, errors, serverErrors } = snapshot.context;
  const busy = snapshot.hasTag('loading');
  const emailError = serverErrors.email ?? (errors.email && t(`careerCenter.validation.email.${errors.email}`, { domains: university?.domains.join(', ') ?? '' }));
  const passwordError = serverErrors.password ?? (errors.password && t(`careerCenter.validation.password.${errors.password}`));
  const nameError = (problem: string | null | undefined) => (problem ? t(`careerCenter.validation.name.${problem}`) : null);

  useEffect(() => {
    actor.send({ type: 'UNIVERSITY.CHANGE', university: toUniversity(Uni) });
  }, [actor, Uni]);

  useRegistrationEvents(actor, 'careerCenter.register.toast');

  const { token, uniqueId } = snapshot.context;
  const done = snapshot.status === 'done';
  useEffect(() => {
    if (!done || !token) return;
    startSession({ kind: 'career_center', token, uniqueId });
    void navigate(paths.careerCenterArea.dashboard.href(), { replace: true });
  }, [done, token, uniqueId, navigate]);

  useEffect(() => {
    document.title = t('careerCenter.register.documentTitle');
  }, [t]);

  return (
    <CardPage testId="cc-registration">
      <ol className="card-page__steps" aria-label={t('careerCenter.register.progress', { step: step + 1, total: 3 })}>
        {STEP_TAGS.map((tag, i) => (
          <li key={tag} data-active={i <= step} />
        ))}
      </ol>
      {snapshot.hasTag('step:university') && (
        <UniversityStep
          picker={universityPicker}
          chosenName={Uni?.name ?? null}
          university={snapshot.context.university}
          canNext={snapshot.can({ type: 'NEXT' })}
          onNext={() => actor.send({ type: 'NEXT' })}
        />
      )}
      {snapshot.hasTag('step:details') && (
        <DetailsStep
          title={t('careerCenter.register.details.title')}
          lead={t('careerCenter.register.details.lead', { university: university?.name ?? '' })}
          look={LOOK}
          rows={[
            [{ name: 'email', id: 'cc-email', type: 'email', autoComplete: 'email', label: t('careerCenter.register.details.email'), error: emailError }],
            [
              { name: 'firstName', id: 'cc-first-name', autoComplete: 'given-name', label: t('careerCenter.register.details.firstName'), error: nameError(errors.firstName) },
              { name: 'lastName', id: 'cc-last-name', autoComplete: 'family-name', label: t('careerCenter.register.details.lastName'), error: nameError(errors.lastName) },
            ],
            [{ name: 'password', id: 'cc-password', type: 'password', autoComplete: 'new-password', label: t('careerCenter.register.details.password'), error: passwordError }],
          ]}
          initial={snapshot.context.details}
          busy={busy}
          submitLabel={t('careerCenter.register.details.submit')}
          submitTestId="cc-send-code"
          focusFirstError
          onSubmit={(details) => actor.send({ type: 'SUBMIT', details })}
          extra={university && <LinkedinButton mode="register" university={{ name: university.name, area: university.area }} />}
          back={{ label: t('careerCenter.register.back'), onBack: () => actor.send({ type: 'BACK' }), disabledWhileBusy: true }}
        />
      )}
      {snapshot.hasTag('step:code') && (
        <CodeStep
          title={t('careerCenter.register.code.title')}
          lead={t('careerCenter.register.code.lead', { email: snapshot.context.details.email })}
          look={LOOK}
          codeId="cc-code"
          codeLabel={t('careerCenter.register.code.label')}
          codeTestId="cc-code"
          busy={busy}
          resendAt={snapshot.context.resendAt}
          resendLabel={t('careerCenter.register.code.resend')}
          resendTestId="cc-resend"
          requireFullCode
          terms={
            <p className="muted cc-terms">
              {t('careerCenter.register.code.termsBefore')} <Link to={paths.terms.href()}>{t('careerCenter.register.code.terms')}</Link>{' '}
              {t('careerCenter.register.code.termsAnd')} <Link to={paths.privacy.href()}>{t('careerCenter.register.code.privacy')}</Link>
            </p>
          }
          submitLabel={t('careerCenter.register.code.submit')}
          submitTestId="cc-register"
          changeEmailLabel={t('careerCenter.register.code.changeEmail')}
          onVerify={(otp) => actor.send({ type: 'VERIFY', otp })}
          onResend={() => actor.send({ type: 'RESEND' })}
          onBack={() => actor.send({ type: 'BACK' })}
        />
      )}
      <p className="card-page__actions cc-switch">
        <span>{t('careerCenter.register.haveAccount')}</span> <Link to={paths.careerCenterArea.login.href()}>{t('careerCenter.register.toLogin')}</Link>
      </p>
    </CardPage>
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { DEFAULT_TRACK, isTrackId } from '../../../config/tracks.ts';
import { getAppState, setAppState, useAppState } from '../../../lib/app-state.ts';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { startSession } from '../../../lib/session.ts';
import { LegalLink } from '../../../components/legal/legal-link.tsx';
import { CodeStep } from '../../../components/registration/code-step.tsx';
import { DetailsStep } from '../../../components/registration/details-step.tsx';
import { useRegistrationEvents } from '../../../lib/registration/use-registration-events.ts';
import { registrationMachine } from '../machines/registration.flow.ts';
import { SocialButtons } from './social-buttons.tsx';
import { UniversityStep } from './university-step.tsx';
import './auth.css';

const STEP_TAGS = ['step:university', 'step:details', 'step:code'] as const;
/** The step names the page has always carried in data-step (tests and styles read them). */
const STEP_NAMES = ['step:university', 'step:credentials', 'step:otp'] as const;
const LOOK = { lead: 'auth-card__lead', actions: 'auth-actions' };

interface RegistrationFlowProps {
  universityPicker: ReactNode;
  /**
   * Where the registered student goes next: the onboarding (names, year, tracks; it then leads to /student), or
   * /create/organization from the student-organisation entry (the dashboard asks for the onboarding later).
   */
  doneHref?: string;
}

/**
 * /register and /student/register. The university picker comes in as a slot (features do not import each other; the
 * route composes them); the picker writes the choice to client state (Uni), which this flow follows.
 */
export function RegistrationFlow({ universityPicker, doneHref = paths.studentOnboarding.href() }: RegistrationFlowProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const other = params.get('other') === 'true';
  const invite = params.get('invite') ?? undefined;
  // A home page track chip (?track=<id>); anything else is the spec's default.
  const chosenTrack = params.get('track');
  const track = chosenTrack && isTrackId(chosenTrack) ? chosenTrack : null;
  const { Uni, email } = useAppState();
  const [typedName, setTypedName] = useState('');

  // 'Other: my university is not listed' is a way to /register?other=true, not a university: on a later visit to
  // /register it must not stick (the picker showed it and Next stayed disabled), so the plain address starts clean.
  useEffect(() => {
    if (!other && getAppState().Uni?.name === 'other') setAppState({ Uni: null });
  }, [other]);

  const actor = useActorRef(registrationMachine, {
    input: {
      university: Uni && Uni.name !== 'other' && !other ? { name: Uni.name, area: Uni.area, domains: Uni.domains } : null,
      params: { invite, track: track ?? DEFAULT_TRACK },
      lng: i18n.resolvedLanguage ?? 'en',
      details: { email: email ?? '' },
    },
  });
  const snapshot = useSelector(actor, (s) => s);
  const step = Math.max(0, STEP_TAGS.findIndex((tag) => snapshot.hasTag(tag)));
  const { email: emailError, password: passwordError } = snapshot.context.errors;

  // Follow the picker (or the typed name when the university is not listed).
  useEffect(() => {
    const university = other
      ? typedName.trim()
        ? { name: typedName.trim(), area: Uni?.area ?? '', domains: [] }
        : null
      : Uni && Uni.name !== 'other'
        ? { name: Uni.name, area: Uni.area, domains: Uni.domains }
        : null;
    actor.send({ type: 'UNIVERSITY.CHANGE', university });
  }, [actor, Uni, other, typedName]);

  useRegistrationEvents(actor, 'auth.register.toast');

  useEffect(() => {
    setAppState({ step, ...(snapshot.context.details.email ? { email: snapshot.context.details.email } : {}) });
  }, [step, snapshot.context.details.email]);

  const token = snapshot.status === 'done' ? snapshot.context.token : null;
  useEffect(() => {
    if (!token) return;
    startSession({ kind: 'student', token, uniqueId: '' });
    setAppState({ step: 0 });
    void navigate(doneHref, { replace: true });
  }, [token, navigate, doneHref]);

  useEffect(() => {
    document.title = t('auth.register.documentTitle');
  }, [t]);

  return (
    <div className="auth-page">
      <div className="auth-card" data-testid="registration" data-step={STEP_NAMES[step]}>
        <ol className="auth-steps" aria-label={t('auth.register.progress', { step: step + 1, total: 3 })}>
          {STEP_TAGS.map((tag, i) => (
            <li key={tag} data-active={i <= step} />
          ))}
        </ol>
        {track && (
          <p className="auth-track" data-testid="registration-track" data-track={track}>
            {t('onboarding.registerTrack', { track: trackLabel(t, track) })}
          </p>
        )}
        {snapshot.hasTag('step:university') && (
          <UniversityStep
            picker={universityPicker}
            other={other}
            typedName={typedName}
            onTypedName={setTypedName}
            canNext={snapshot.can({ type: 'NEXT' })}
            onNext={() => actor.send({ type: 'NEXT' })}
          />
        )}
        {snapshot.hasTag('step:details') && (
          <DetailsStep
            title={t('auth.register.onboarding.title')}
            lead={t('auth.register.onboarding.lead', { university: snapshot.context.university?.name ?? '' })}
            look={LOOK}
            rows={[
              [{ name: 'email', id: 'register-email', type: 'email', autoComplete: 'email', label: t('auth.register.onboarding.email'), error: emailError && t(`auth.validation.email.${emailError}`) }],
              [{ name: 'password', id: 'register-password', type: 'password', autoComplete: 'new-password', label: t('auth.register.onboarding.password'), error: passwordError && t(`auth.validation.password.${passwordError}`) }],
            ]}
            // Kept in memory when the student comes back to this step (expired code, another address).
            initial={snapshot.context.details}
            busy={snapshot.hasTag('loading')}
            submitLabel={t('auth.register.onboarding.register')}
            submitTestId="register-submit"
            onSubmit={(details) => actor.send({ type: 'SUBMIT', details })}
            extra={<SocialButtons university={snapshot.context.university} invite={invite} />}
            back={{ label: t('auth.register.back'), onBack: () => actor.send({ type: 'BACK' }) }}
          />
        )}
        {snapshot.hasTag('step:code') && (
          <CodeStep
            title={t('auth.register.otp.title')}
            lead={t('auth.register.otp.lead', { email: snapshot.context.details.email })}
            look={LOOK}
            codeId="register-otp"
            codeLabel={t('auth.register.otp.code')}
            busy={snapshot.hasTag('loading')}
            resendAt={snapshot.context.resendAt}
            resendLabel={t('auth.register.otp.resend')}
            termsAccepted={snapshot.context.termsAccepted}
            terms={
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={snapshot.context.termsAccepted}
                  data-testid="terms-checkbox"
                  onChange={(e) => actor.send({ type: 'TERMS.TOGGLE', accepted: e.currentTarget.checked })}
                />
                <span>
                  {/* One sentence per language (word order differs); the links open a dialog over this step, so the
                      code and the ticked box stay as they are (components/legal). */}
                  <Trans
                    i18nKey="auth.register.otp.consent"
                    components={{ terms: <LegalLink doc="terms" testId="terms-link" />, privacy: <LegalLink doc="privacy" testId="privacy-link" /> }}
                  />
                </span>
              </label>
            }
            submitLabel={t('auth.register.otp.register')}
            submitTestId="otp-submit"
            changeEmailLabel={t('auth.register.otp.changeEmail')}
            onVerify={(otp) => actor.send({ type: 'VERIFY', otp })}
            onResend={() => actor.send({ type: 'RESEND' })}
            onBack={() => actor.send({ type: 'BACK' })}
          />
        )}
      </div>
    </div>
  );
}

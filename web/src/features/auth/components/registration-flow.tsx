import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { DEFAULT_TRACK, isTrackId } from '../../../config/tracks.ts';
import { getAppState, setAppState, useAppState } from '../../../lib/app-state.ts';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { startSession } from '../../../lib/session.ts';
import { registrationMachine } from '../machines/registration.machine.ts';
import { CredentialsStep } from './credentials-step.tsx';
import { showNotice } from './notice-toast.ts';
import { OtpStep } from './otp-step.tsx';
import { UniversityStep } from './university-step.tsx';
import './auth.css';

const STEP_TAGS = ['step:university', 'step:credentials', 'step:otp'] as const;

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
      other,
      invite,
      track: track ?? DEFAULT_TRACK,
      lng: i18n.resolvedLanguage ?? 'en',
      email,
    },
  });
  const snapshot = useSelector(actor, (s) => s);
  const step = Math.max(0, STEP_TAGS.findIndex((tag) => snapshot.hasTag(tag)));

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

  useEffect(() => {
    const onChange = (lng: string) => actor.send({ type: 'LANGUAGE.CHANGE', lng });
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [actor, i18n]);

  useEffect(() => {
    const sub = actor.on('notify', (notice) => showNotice(t, notice));
    return () => sub.unsubscribe();
  }, [actor, t]);

  useEffect(() => {
    setAppState({ step, ...(snapshot.context.email ? { email: snapshot.context.email } : {}) });
  }, [step, snapshot.context.email]);

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
      <div className="auth-card" data-testid="registration" data-step={STEP_TAGS[step]}>
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
        {snapshot.hasTag('step:credentials') && (
          <CredentialsStep
            initialEmail={snapshot.context.email}
            initialPassword={snapshot.context.password}
            emailError={snapshot.context.emailError}
            passwordError={snapshot.context.passwordError}
            busy={snapshot.hasTag('loading')}
            university={snapshot.context.university}
            invite={invite}
            onSubmit={(values) => actor.send({ type: 'SUBMIT', ...values })}
            onBack={() => actor.send({ type: 'BACK' })}
          />
        )}
        {snapshot.hasTag('step:otp') && (
          <OtpStep
            email={snapshot.context.email}
            termsAccepted={snapshot.context.termsAccepted}
            busy={snapshot.hasTag('loading')}
            resendAt={snapshot.context.resendAt}
            onTerms={(accepted) => actor.send({ type: 'TERMS.TOGGLE', accepted })}
            onVerify={(otp) => actor.send({ type: 'VERIFY', otp })}
            onResend={() => actor.send({ type: 'RESEND' })}
            onBack={() => actor.send({ type: 'BACK' })}
          />
        )}
      </div>
    </div>
  );
}

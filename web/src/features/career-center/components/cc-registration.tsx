import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { CardPage } from '../../../components/ui/card-page.tsx';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/app-state.ts';
import { startSession } from '../../../lib/session.ts';
import { ccRegistrationMachine } from '../machines/cc-registration.machine.ts';
import type { CcNotice, StaffUniversity } from '../machines/cc-registration.types.ts';
import { CodeStep } from './code-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { UniversityStep } from './university-step.tsx';
import './career-center.css';

const STEP_TAGS = ['step:university', 'step:details', 'step:code'] as const;
const OTHER = 'other';

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

  useEffect(() => {
    actor.send({ type: 'UNIVERSITY.CHANGE', university: toUniversity(Uni) });
  }, [actor, Uni]);

  useEffect(() => {
    const onChange = (lng: string) => actor.send({ type: 'LANGUAGE.CHANGE', lng });
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [actor, i18n]);

  useEffect(() => {
    const show = (notice: CcNotice) => {
      const text = t(`careerCenter.register.toast.${notice.key}`, { seconds: notice.retryAfter ?? 60 });
      if (notice.level === 'success') toast.success(text);
      else if (notice.level === 'warning') toast.warning(text);
      else toast.error(text);
    };
    const sub = actor.on('notify', show);
    return () => sub.unsubscribe();
  }, [actor, t]);

  const { token, uniqueId } = snapshot.context;
  const done = snapshot.status === 'done';
  useEffect(() => {
    if (!done || !token) return;
    startSession({ kind: 'career_center', token, uniqueId: uniqueId ?? '' });
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
          university={snapshot.context.university}
          initial={snapshot.context.details}
          errors={snapshot.context.errors}
          busy={snapshot.hasTag('loading')}
          onSubmit={(values) => actor.send({ type: 'SUBMIT', ...values })}
          onBack={() => actor.send({ type: 'BACK' })}
        />
      )}
      {snapshot.hasTag('step:code') && (
        <CodeStep
          email={snapshot.context.details.email}
          busy={snapshot.hasTag('loading')}
          resendAt={snapshot.context.resendAt}
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

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthorChallenge } from '../../api/author-schema.ts';
import { BUILDER_STEPS, emptyBody, fromAuthor, fromTemplate, type BuilderStep, type ChallengeBody } from '../../utils/challenge-draft.ts';
import { SaveStatus } from './save-status.tsx';
import { StepDetails } from './step-details.tsx';
import { StepLanguages } from './step-languages.tsx';
import { StepMaterial } from './step-material.tsx';
import { StepReview } from './step-review.tsx';
import { StepScoring } from './step-scoring.tsx';
import { StepTasks } from './step-tasks.tsx';
import { StepWindow } from './step-window.tsx';
import { TemplatePicker } from './template-picker.tsx';
import { useAutosave } from './use-autosave.ts';
import '../challenges.css';

interface Props {
  organisationId: string;
  /** The challenge being edited; null for a new one (created by the first autosave, once it has a title). */
  initial: AuthorChallenge | null;
  initialStep?: BuilderStep;
  /** The first save created the challenge: the page makes it the one /edit/challenge edits. */
  onCreated: (challenge: AuthorChallenge, step: BuilderStep) => void;
  previewHref: (uniqueId: string) => string;
  publicHref: (uniqueId: string) => string;
}

export type Change = (patch: Partial<ChallengeBody>) => void;

/** The step-by-step builder (details → material → tasks → scoring → window → review) with autosave of the draft. */
export function ChallengeBuilder({ organisationId, initial, initialStep = 'details', onCreated, previewHref, publicHref }: Props) {
  const { t } = useTranslation();
  const [body, setBody] = useState<ChallengeBody>(() => (initial ? fromAuthor(initial) : emptyBody()));
  const [changed, setChanged] = useState(0);
  const [step, setStep] = useState<BuilderStep>(initialStep);
  const autosave = useAutosave(organisationId, initial, body, changed);
  const heading = useRef<HTMLHeadingElement>(null);
  const change: Change = (patch) => {
    setBody((b) => ({ ...b, ...patch }));
    setChanged((n) => n + 1);
  };

  useEffect(() => {
    if (!initial && autosave.challenge) onCreated(autosave.challenge, step);
  }, [autosave.challenge?.uniqueId]);

  // Templates are offered while a new challenge is still blank; picking one fills every step but the window.
  const blank = !initial && !autosave.challenge && !body.title && body.tasks.length === 0;

  const index = BUILDER_STEPS.indexOf(step);
  const top = useRef<HTMLDivElement>(null);
  // A new step starts at the top of the builder (its step list in view below the site header), focus on its title.
  const go = (next: BuilderStep) => {
    setStep(next);
    requestAnimationFrame(() => {
      top.current?.scrollIntoView({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    });
  };

  return (
    <div className="challenge-builder" data-testid="challenge-builder" ref={top}>
      {blank && (
        <TemplatePicker
          onPick={(template) => {
            change(fromTemplate(template));
            go('details');
          }}
        />
      )}
      <nav aria-label={t('challenges.builder.stepsLabel')}>
        <ol className="builder-steps">
          {BUILDER_STEPS.map((s, i) => (
            <li key={s}>
              <button type="button" aria-current={s === step ? 'step' : undefined} onClick={() => go(s)} data-testid={`builder-step-${s}`}>
                {i + 1}. {t(`challenges.builder.steps.${s}`)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <SaveStatus state={autosave.state} onRetry={() => void autosave.save()} />
      <section className="challenge-card" aria-labelledby="builder-step-title">
        <h2 id="builder-step-title" className="section-title" tabIndex={-1} ref={heading}>
          {t(`challenges.builder.steps.${step}`)}
        </h2>
        {step === 'details' && <StepDetails body={body} change={change} />}
        {step === 'material' && <StepMaterial organisationId={organisationId} body={body} change={change} />}
        {step === 'tasks' && <StepTasks body={body} change={change} />}
        {step === 'scoring' && <StepScoring body={body} change={change} />}
        {step === 'window' && <StepWindow body={body} change={change} />}
        {step === 'languages' && <StepLanguages body={body} change={change} />}
        {step === 'review' && (
          <StepReview
            organisationId={organisationId}
            body={body}
            autosave={autosave}
            onGoTo={go}
            previewHref={previewHref}
            publicHref={publicHref}
          />
        )}
        <div className="builder-actions">
          {index > 0 && (
            <button type="button" className="button button--secondary" onClick={() => go(BUILDER_STEPS[index - 1]!)}>
              {t('challenges.builder.back')}
            </button>
          )}
          {index < BUILDER_STEPS.length - 1 && (
            <button type="button" className="button button--primary" onClick={() => go(BUILDER_STEPS[index + 1]!)} data-testid="builder-next">
              {t('challenges.builder.next')}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}

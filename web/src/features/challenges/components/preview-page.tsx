import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue } from '../api/challenge-schema.ts';
import { previewChallenge } from '../api/employer-challenges.ts';
import { ChallengeView } from './challenge-page.tsx';
import { LoadStates } from './load-states.tsx';
import { MaterialView } from './material-view.tsx';
import { TaskAnswer } from './task-answer.tsx';

import './challenges.css';
import { useOutcome } from '../../../lib/use-outcome.ts';

/**
 * /preview/{uniqueId}: exactly what a student sees (the public page, the case and every task in the student's
 * shape), answerable here without saving anything.
 */
export function PreviewPage({ organisationId, challengeId }: { organisationId: string; challengeId: string }) {
  const { t } = useTranslation();
  const state = useOutcome(challengeId, () => previewChallenge(organisationId, challengeId));
  const retry = state.reload;
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  if (state.status !== 'ready') return <LoadStates state={state} onRetry={retry} notFoundKey="challenges.builder.notFound" />;
  const { challenge, tasks } = state.value;
  return (
    <div data-testid="preview-page">
      <div className="container">
        <p className="alert alert--info" role="note">
          {t('challenges.preview.note')}
        </p>
      </div>
      <ChallengeView challenge={challenge} preview />
      <div className="container page">
        <section className="challenge-card" aria-labelledby="preview-case">
          <h2 id="preview-case" className="section-title">
            {t('challenges.attempt.showCase')}
          </h2>
          <MaterialView material={challenge.material} />
        </section>
        {tasks.map((task, i) => (
          <section key={task.id} className="challenge-card" aria-label={t('challenges.attempt.taskOf', { n: i + 1, count: tasks.length })}>
            <p className="eyebrow">{t('challenges.attempt.taskOf', { n: i + 1, count: tasks.length })}</p>
            <TaskAnswer task={task} answer={answers[task.id]} onAnswer={(a) => setAnswers((x) => ({ ...x, [task.id]: a }))} />
          </section>
        ))}
      </div>
    </div>
  );
}

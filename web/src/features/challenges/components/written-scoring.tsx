import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import type { WrittenAnswer } from '../api/author-schema.ts';
import { listWritten, scoreWritten } from '../api/employer-challenges.ts';
import { LoadStates } from './load-states.tsx';
import { useOutcome } from '../../../lib/use-outcome.ts';


/** Written answers to score against the rubric, blind (no names), one whole number per criterion. */
export function WrittenScoring({ organisationId, challengeId, onScored }: { organisationId: string; challengeId: string; onScored: () => void }) {
  const { t } = useTranslation();
  const state = useOutcome(challengeId, () => listWritten(organisationId, challengeId));
  const retry = state.reload;
  return (
    <section className="challenge-card" aria-labelledby="written-title" data-testid="details-written">
      <h2 id="written-title" className="section-title">
        {t('challenges.details.written')}
      </h2>
      {state.status !== 'ready' ? (
        <LoadStates state={state} onRetry={retry} notFoundKey="challenges.details.noWritten" />
      ) : state.value.length === 0 ? (
        <p className="muted">{t('challenges.details.noWritten')}</p>
      ) : (
        state.value.map((answer, i) => (
          <WrittenAnswerCard
            key={`${answer.attemptId}:${answer.taskId}`}
            n={i + 1}
            answer={answer}
            onSave={async (scores) => {
              const outcome = await scoreWritten(organisationId, challengeId, answer.attemptId, answer.taskId, scores).catch(() => null);
              if (outcome?.ok) {
                toast.success(t('challenges.details.scored'));
                retry();
                onScored();
                return true;
              }
              toast.error(t('challenges.details.scoreFailed'));
              return false;
            }}
          />
        ))
      )}
    </section>
  );
}

function WrittenAnswerCard({ n, answer, onSave }: { n: number; answer: WrittenAnswer; onSave: (scores: number[]) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [scores, setScores] = useState<number[]>(answer.scores ?? answer.rubric.map(() => 0));
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="builder-group"
      data-testid="written-answer"
      aria-labelledby={`written-${n}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        void onSave(scores).finally(() => setBusy(false));
      }}
    >
      <h3 id={`written-${n}-title`} className="challenge-list__title">
        {t('challenges.details.answerN', { n })} · {answer.scores ? t('challenges.details.scoredState') : t('challenges.details.toScore')}
      </h3>
      <p className="muted">{answer.prompt}</p>
      <blockquote className="task__prompt" style={{ fontWeight: 400 }}>
        {answer.text || t('challenges.details.emptyAnswer')}
      </blockquote>
      {answer.rubric.map((line, r) => (
        <div key={`${line.id}-${r}`} className="builder-inline">
          <label htmlFor={`written-${n}-score-${r}`} style={{ flex: '1 1 200px' }}>
            {line.criterion} ({t('challenges.details.outOf', { points: line.points })})
          </label>
          <input
            id={`written-${n}-score-${r}`}
            className="input"
            style={{ flex: '0 1 90px' }}
            type="number"
            min={0}
            max={line.points}
            step={1}
            value={scores[r] ?? 0}
            onChange={(e) => {
              const v = Math.max(0, Math.min(line.points, Math.round(Number(e.currentTarget.value) || 0)));
              setScores((s) => s.map((x, k) => (k === r ? v : x)));
            }}
          />
        </div>
      ))}
      <button type="submit" className="button button--primary button--small" disabled={busy}>
        {t('challenges.details.saveScore')}
      </button>
    </form>
  );
}

import { challengeLimits } from '@fast-track/shared/challenges/challenge-limits';
import { useTranslation } from 'react-i18next';
import { MAX_RUBRIC, newId, rubricTotal, type ChallengeBody, type TaskDraft } from '../../utils/challenge-draft.ts';
import type { Change } from './challenge-builder.tsx';

/** Points per task, the numeric tolerance, and the rubric the firm scores written answers against. */
export function StepScoring({ body, change }: { body: ChallengeBody; change: Change }) {
  const { t } = useTranslation();
  const setTask = (i: number, task: TaskDraft) => change({ tasks: body.tasks.map((x, j) => (j === i ? task : x)) });
  const whole = (v: string, min: number) => Math.max(min, Math.min(100, Math.round(Number(v) || 0)));
  if (body.tasks.length === 0) return <p className="alert alert--info">{t('challenges.builder.noTasks')}</p>;
  return (
    <>
      <p className="field__hint">{t('challenges.builder.scoringHint')}</p>
      {body.tasks.map((task, i) => (
        <fieldset key={task.id} className="builder-group" data-testid={`builder-scoring-${i}`}>
          <legend>
            {t('challenges.builder.taskN', { n: i + 1 })} · {t(`challenges.kinds.${task.kind}`)}
          </legend>
          <p className="muted">{task.prompt || t('challenges.builder.noPrompt')}</p>
          {task.kind !== 'written' && (
            <div className="field">
              <label className="field__label" htmlFor={`score-${task.id}-points`}>
                {t('challenges.builder.points')}
              </label>
              <input id={`score-${task.id}-points`} className="input" type="number" min={challengeLimits.points.min} max={challengeLimits.points.max} value={task.points} onChange={(e) => setTask(i, { ...task, points: whole(e.currentTarget.value, 1) })} />
            </div>
          )}
          {task.kind === 'multiple' && <p className="field__hint">{t('challenges.builder.partialRule')}</p>}
          {task.kind === 'ordering' && <p className="field__hint">{t('challenges.builder.pairRule')}</p>}
          {task.kind === 'numeric' && (
            <div className="builder-row">
              <div className="field">
                <label className="field__label" htmlFor={`score-${task.id}-mode`}>
                  {t('challenges.builder.toleranceMode')}
                </label>
                <select
                  id={`score-${task.id}-mode`}
                  className="input"
                  value={task.tolerance.mode}
                  onChange={(e) => setTask(i, { ...task, tolerance: { ...task.tolerance, mode: e.currentTarget.value === 'absolute' ? 'absolute' : 'relative' } })}
                >
                  <option value="relative">{t('challenges.builder.relative')}</option>
                  <option value="absolute">{t('challenges.builder.absolute')}</option>
                </select>
              </div>
              <div className="field">
                <label className="field__label" htmlFor={`score-${task.id}-tol`}>
                  {t(task.tolerance.mode === 'relative' ? 'challenges.builder.tolerancePercent' : 'challenges.builder.toleranceValue')}
                </label>
                <input
                  id={`score-${task.id}-tol`}
                  className="input"
                  type="number"
                  min={0}
                  step="any"
                  // Relative tolerance is a fraction on the wire (0.01 = 1 %); authors think in percent.
                  value={task.tolerance.mode === 'relative' ? round(task.tolerance.value * 100) : task.tolerance.value}
                  onChange={(e) => {
                    const v = Math.max(0, Number(e.currentTarget.value) || 0);
                    setTask(i, { ...task, tolerance: { ...task.tolerance, value: task.tolerance.mode === 'relative' ? v / 100 : v } });
                  }}
                />
              </div>
            </div>
          )}
          {task.kind === 'written' && (
            <>
              <p className="field__hint">{t('challenges.builder.rubricHint', { total: rubricTotal(task) })}</p>
              {task.rubric.map((line, r) => (
                <div key={line.id} className="builder-inline">
                  <input
                    className="input"
                    aria-label={t('challenges.builder.criterionN', { n: r + 1 })}
                    placeholder={t('challenges.builder.criterion')}
                    maxLength={challengeLimits.criterionLength}
                    value={line.criterion}
                    onChange={(e) => setTask(i, withRubric(task, task.rubric.map((l, k) => (k === r ? { ...l, criterion: e.currentTarget.value } : l))))}
                  />
                  <input
                    className="input"
                    style={{ flex: '0 1 90px' }}
                    type="number"
                    min={0}
                    max={challengeLimits.points.max}
                    aria-label={t('challenges.builder.criterionPoints', { n: r + 1 })}
                    value={line.points}
                    onChange={(e) => setTask(i, withRubric(task, task.rubric.map((l, k) => (k === r ? { ...l, points: whole(e.currentTarget.value, 0) } : l))))}
                  />
                  <button type="button" className="button button--ghost button--small" disabled={task.rubric.length <= 1} onClick={() => setTask(i, withRubric(task, task.rubric.filter((_, k) => k !== r)))}>
                    {t('challenges.builder.remove')}
                  </button>
                </div>
              ))}
              {task.rubric.length < MAX_RUBRIC && (
                <button type="button" className="button button--secondary button--small" onClick={() => setTask(i, withRubric(task, [...task.rubric, { id: newId('r'), criterion: '', points: 0 }]))}>
                  {t('challenges.builder.addCriterion')}
                </button>
              )}
            </>
          )}
        </fieldset>
      ))}
    </>
  );
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** A written task's points are its rubric's total (the contract requires them equal); at least 1. */
function withRubric(task: Extract<TaskDraft, { kind: 'written' }>, rubric: typeof task.rubric): TaskDraft {
  const next = { ...task, rubric };
  return { ...next, points: Math.max(1, Math.min(100, rubricTotal(next))) };
}

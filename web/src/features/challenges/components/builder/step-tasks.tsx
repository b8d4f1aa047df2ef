import { useTranslation } from 'react-i18next';
import { TASK_KINDS, type TaskKind } from '../../api/challenge-schema.ts';
import { move } from '../../utils/answers.ts';
import { MAX_TASKS, MIN_TASKS, newTask, type ChallengeBody, type TaskDraft } from '../../utils/challenge-draft.ts';
import type { Change } from './challenge-builder.tsx';
import { TaskEditor } from './task-editor.tsx';

/** The 3–10 tasks: add one of each kind, edit, reorder (buttons, keyboard operable), remove. */
export function StepTasks({ body, change }: { body: ChallengeBody; change: Change }) {
  const { t } = useTranslation();
  const setTask = (i: number, task: TaskDraft) => change({ tasks: body.tasks.map((x, j) => (j === i ? task : x)) });
  const reorder = (i: number, by: number) => {
    const order = move(body.tasks.map((_, j) => String(j)), i, by);
    change({ tasks: order.map((j) => body.tasks[Number(j)]!) });
  };
  return (
    <>
      <p className="field__hint">{t('challenges.builder.tasksHint', { min: MIN_TASKS, max: MAX_TASKS })}</p>
      {body.tasks.length === 0 && <p className="alert alert--info">{t('challenges.builder.noTasks')}</p>}
      {body.tasks.map((task, i) => (
        <fieldset key={task.id} className="builder-group" data-testid={`builder-task-${i}`}>
          <legend>
            {t('challenges.builder.taskN', { n: i + 1 })} · {t(`challenges.kinds.${task.kind}`)}
          </legend>
          <TaskEditor task={task} onChange={(next) => setTask(i, next)} />
          <div className="builder-actions">
            <button type="button" className="button button--ghost button--small" disabled={i === 0} onClick={() => reorder(i, -1)} aria-label={t('challenges.builder.taskUp', { n: i + 1 })}>
              ↑
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={i === body.tasks.length - 1}
              onClick={() => reorder(i, 1)}
              aria-label={t('challenges.builder.taskDown', { n: i + 1 })}
            >
              ↓
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => change({ tasks: body.tasks.filter((_, j) => j !== i) })}>
              {t('challenges.builder.removeTask', { n: i + 1 })}
            </button>
          </div>
        </fieldset>
      ))}
      {body.tasks.length < MAX_TASKS && (
        <div className="builder-actions" role="group" aria-label={t('challenges.builder.addTask')}>
          {TASK_KINDS.map((kind: TaskKind) => (
            <button key={kind} type="button" className="button button--secondary button--small" onClick={() => change({ tasks: [...body.tasks, newTask(kind)] })} data-testid={`builder-add-${kind}`}>
              + {t(`challenges.kinds.${kind}`)}
            </button>
          ))}
        </div>
      )}
    </>
  );
}

import { challengeLimits } from '@fast-track/shared/challenges/challenge-limits';
import { useTranslation } from 'react-i18next';
import { markedParams, newId, MAX_LEARNING_TEXT, MAX_OPTIONS, type ChoiceDraft, type TaskDraft } from '../../utils/challenge-draft.ts';

/** One task's content: the prompt and what its kind needs (options and the right ones, a formula, items in order). */
export function TaskEditor({ task, onChange }: { task: TaskDraft; onChange: (task: TaskDraft) => void }) {
  const { t } = useTranslation();
  const id = (field: string) => `task-${task.id}-${field}`;
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={id('prompt')}>
          {t('challenges.builder.prompt')}
        </label>
        <textarea
          id={id('prompt')}
          className="input"
          rows={3}
          maxLength={challengeLimits.promptLength}
          value={task.prompt}
          aria-describedby={task.kind === 'numeric' ? id('prompt-hint') : undefined}
          onChange={(e) => {
            const prompt = e.currentTarget.value;
            // A numeric prompt's {{x}} marks are its parameters: the list follows the prompt.
            if (task.kind === 'numeric') onChange({ ...task, prompt, params: withParams(task.params, prompt) });
            else onChange({ ...task, prompt });
          }}
        />
        {task.kind === 'numeric' && (
          <p className="field__hint" id={id('prompt-hint')}>
            {t('challenges.builder.paramHint', { mark: '{{a}}' })}
          </p>
        )}
      </div>
      {(task.kind === 'single' || task.kind === 'multiple') && (
        <Choices
          legend={t('challenges.builder.options')}
          choices={task.options}
          mark={task.kind}
          isCorrect={(c) => (task.kind === 'single' ? task.correct === c : task.correct.includes(c))}
          onMark={(c) =>
            task.kind === 'single'
              ? onChange({ ...task, correct: c })
              : onChange({ ...task, correct: task.correct.includes(c) ? task.correct.filter((x) => x !== c) : [...task.correct, c] })
          }
          onChange={(options) =>
            task.kind === 'single'
              ? onChange({ ...task, options, correct: options.some((o) => o.id === task.correct) ? task.correct : null })
              : onChange({ ...task, options, correct: task.correct.filter((c) => options.some((o) => o.id === c)) })
          }
          name={id('correct')}
        />
      )}
      {task.kind === 'ordering' && (
        <Choices legend={t('challenges.builder.itemsInOrder')} choices={task.items} mark={null} isCorrect={() => false} onMark={() => undefined} onChange={(items) => onChange({ ...task, items })} name={id('items')} />
      )}
      {task.kind === 'numeric' && <NumericFields task={task} onChange={onChange} />}
      {task.kind === 'written' && (
        <div className="field">
          <label className="field__label" htmlFor={id('max')}>
            {t('challenges.builder.maxLength')}
          </label>
          <input
            id={id('max')}
            className="input"
            type="number"
            min={challengeLimits.writtenAnswerLength.min}
            max={challengeLimits.writtenAnswerLength.max}
            value={task.maxLength}
            onChange={(e) => onChange({ ...task, maxLength: Math.round(Number(e.currentTarget.value) || 0) })}
          />
          <p className="field__hint">{t('challenges.builder.rubricOnScoring')}</p>
        </div>
      )}
      <LearningFields task={task} onChange={onChange} />
    </>
  );
}

/** Optional model answer and feedback: students who submitted read them once the window has closed. */
function LearningFields({ task, onChange }: { task: TaskDraft; onChange: (task: TaskDraft) => void }) {
  const { t } = useTranslation();
  const id = (field: string) => `task-${task.id}-${field}`;
  return (
    <fieldset className="builder-group" data-testid="task-learning">
      <legend>{t('challengeLearning.builder.legend')}</legend>
      <p className="field__hint" id={id('learning-hint')}>
        {t('challengeLearning.builder.hint')}
      </p>
      <label className="field__label" htmlFor={id('model-answer')}>
        {t('challengeLearning.builder.modelAnswer')}
      </label>
      <textarea
        id={id('model-answer')}
        className="input"
        rows={3}
        maxLength={MAX_LEARNING_TEXT}
        value={task.modelAnswer}
        aria-describedby={id('learning-hint')}
        onChange={(e) => onChange({ ...task, modelAnswer: e.currentTarget.value })}
      />
      <label className="field__label" htmlFor={id('feedback')}>
        {t('challengeLearning.builder.feedback')}
      </label>
      <textarea
        id={id('feedback')}
        className="input"
        rows={3}
        maxLength={MAX_LEARNING_TEXT}
        value={task.feedback}
        aria-describedby={id('learning-hint')}
        onChange={(e) => onChange({ ...task, feedback: e.currentTarget.value })}
      />
    </fieldset>
  );
}

interface ChoicesProps {
  legend: string;
  choices: ChoiceDraft[];
  /** single: one right option (radio); multiple: several (checkbox); null: ordering (the list order is the answer). */
  mark: 'single' | 'multiple' | null;
  isCorrect: (id: string) => boolean;
  onMark: (id: string) => void;
  onChange: (choices: ChoiceDraft[]) => void;
  name: string;
}

function Choices({ legend, choices, mark, isCorrect, onMark, onChange, name }: ChoicesProps) {
  const { t } = useTranslation();
  const swap = (i: number, by: number) => {
    const next = [...choices];
    const [c] = next.splice(i, 1);
    next.splice(i + by, 0, c!);
    onChange(next);
  };
  return (
    <fieldset className="builder-group">
      <legend>{legend}</legend>
      {mark && <p className="field__hint">{t(mark === 'single' ? 'challenges.builder.markOne' : 'challenges.builder.markSeveral')}</p>}
      {choices.map((c, i) => (
        <div key={c.id} className="builder-inline">
          {mark && (
            <input
              type={mark === 'single' ? 'radio' : 'checkbox'}
              name={name}
              checked={isCorrect(c.id)}
              onChange={() => onMark(c.id)}
              aria-label={t('challenges.builder.markCorrect', { n: i + 1 })}
            />
          )}
          {!mark && <span aria-hidden="true">{i + 1}.</span>}
          <input
            className="input"
            aria-label={t(mark ? 'challenges.builder.optionN' : 'challenges.builder.itemN', { n: i + 1 })}
            maxLength={challengeLimits.optionLength}
            value={c.text}
            onChange={(e) => onChange(choices.map((x, j) => (j === i ? { ...x, text: e.currentTarget.value } : x)))}
          />
          {!mark && (
            <>
              <button type="button" className="button button--ghost button--small" disabled={i === 0} onClick={() => swap(i, -1)} aria-label={t('challenges.builder.itemUp', { n: i + 1 })}>
                ↑
              </button>
              <button type="button" className="button button--ghost button--small" disabled={i === choices.length - 1} onClick={() => swap(i, 1)} aria-label={t('challenges.builder.itemDown', { n: i + 1 })}>
                ↓
              </button>
            </>
          )}
          <button type="button" className="button button--ghost button--small" disabled={choices.length <= 2} onClick={() => onChange(choices.filter((_, j) => j !== i))} aria-label={t('challenges.builder.removeN', { n: i + 1 })}>
            ✕
          </button>
        </div>
      ))}
      {choices.length < MAX_OPTIONS && (
        <button type="button" className="button button--secondary button--small" onClick={() => onChange([...choices, { id: newId('o'), text: '' }])}>
          {t(mark ? 'challenges.builder.addOption' : 'challenges.builder.addItem')}
        </button>
      )}
    </fieldset>
  );
}

function NumericFields({ task, onChange }: { task: Extract<TaskDraft, { kind: 'numeric' }>; onChange: (task: TaskDraft) => void }) {
  const { t } = useTranslation();
  const num = (v: string) => (v === '' || !Number.isFinite(Number(v)) ? 0 : Number(v));
  const params = withParams(task.params, task.prompt);
  const setParam = (name: string, field: 'min' | 'max' | 'step', value: number) =>
    onChange({ ...task, params: params.map((p) => (p.name === name ? { ...p, [field]: value } : p)) });
  const pid = (name: string, f: string) => `task-${task.id}-param-${name}-${f}`;
  return (
    <>
      {params.length > 0 && (
        <fieldset className="builder-group">
          <legend>{t('challenges.builder.params')}</legend>
          {params.map((p) => (
            <div key={p.name} className="builder-row">
              {(['min', 'max', 'step'] as const).map((f) => (
                <div key={f} className="field">
                  <label className="field__label" htmlFor={pid(p.name, f)}>
                    {p.name} · {t(`challenges.builder.param.${f}`)}
                  </label>
                  <input id={pid(p.name, f)} className="input" type="number" value={p[f]} onChange={(e) => setParam(p.name, f, num(e.currentTarget.value))} />
                </div>
              ))}
            </div>
          ))}
        </fieldset>
      )}
      <div className="builder-row">
        <div className="field">
          <label className="field__label" htmlFor={`task-${task.id}-answer`}>
            {t('challenges.builder.expression')}
          </label>
          <input
            id={`task-${task.id}-answer`}
            className="input"
            maxLength={challengeLimits.numericAnswerLength}
            value={task.answer}
            placeholder="a * (1 + b / 100)"
            onChange={(e) => onChange({ ...task, params, answer: e.currentTarget.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`task-${task.id}-unit`}>
            {t('challenges.builder.unit')}
          </label>
          <input id={`task-${task.id}-unit`} className="input" maxLength={challengeLimits.unitLength} value={task.unit} onChange={(e) => onChange({ ...task, params, unit: e.currentTarget.value })} />
        </div>
      </div>
    </>
  );
}

type Param = Extract<TaskDraft, { kind: 'numeric' }>['params'][number];

/** Every {{x}} in the prompt gets a parameter (1 to 10 by 1 until set); those whose letter left the prompt go. */
function withParams(params: Param[], prompt: string): Param[] {
  return markedParams(prompt).map((name) => params.find((p) => p.name === name) ?? { name, min: 1, max: 10, step: 1 });
}

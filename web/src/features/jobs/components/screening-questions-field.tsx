import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error.tsx';
import {
  answersOf,
  checkQuestions,
  emptyQuestion,
  MAX_OPTION,
  MAX_OPTIONS,
  MAX_PROMPT,
  MAX_QUESTIONS,
  MIN_OPTIONS,
  QUESTION_KINDS,
  type QuestionDraft,
} from '../utils/screening-form.ts';

interface Props {
  questions: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  /** After a submit attempt: each question's problem is shown beside it. */
  showErrors: boolean;
}

/**
 * The job editor's screening questions (docs/jobs.md "Screening questions"): yes/no, short text or single choice, each
 * required of applicants; yes/no and choice questions may mark answers that decline an application at once.
 */
export function ScreeningQuestionsField({ questions, onChange, showErrors }: Props) {
  const { t } = useTranslation();
  const problems = showErrors ? checkQuestions(questions) : {};
  const update = (index: number, change: Partial<QuestionDraft>) => onChange(questions.map((q, i) => (i === index ? { ...q, ...change } : q)));
  const remove = (index: number) => onChange(questions.filter((_, i) => i !== index));
  const move = (index: number, by: -1 | 1) => {
    const next = [...questions];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };
  const toggleKnockOut = (index: number, answer: string, on: boolean) => {
    const q = questions[index];
    if (q) update(index, { knockOut: on ? [...q.knockOut, answer] : q.knockOut.filter((k) => k !== answer) });
  };

  return (
    <fieldset className="job-editor__group screening-editor" data-testid="screening-editor">
      <legend>{t('jobs.screening.legend')}</legend>
      <p className="field__hint">{t('jobs.screening.hint', { max: MAX_QUESTIONS })}</p>
      <ol className="screening-editor__list">
        {questions.map((q, index) => {
          const base = `screening-${q.id}`;
          const problem = problems[index];
          const answers = answersOf(q);
          // The buttons' names say which question they act on (each list item has the same three buttons).
          const which = <span className="visually-hidden"> ({t('jobs.screening.which', { n: index + 1 })})</span>;
          return (
            <li key={q.id} className="screening-editor__item" data-testid="screening-question">
              <div className="field">
                <label htmlFor={`${base}-prompt`}>{t('jobs.screening.prompt', { n: index + 1 })}</label>
                <input
                  id={`${base}-prompt`}
                  className="input"
                  maxLength={MAX_PROMPT + 20}
                  value={q.prompt}
                  aria-invalid={problem === 'prompt' || problem === 'promptLong'}
                  aria-describedby={problem ? `${base}-error` : undefined}
                  onChange={(e) => update(index, { prompt: e.currentTarget.value })}
                />
              </div>
              <div className="job-editor__row">
                <div className="field">
                  <label htmlFor={`${base}-kind`}>{t('jobs.screening.kind')}</label>
                  <select
                    id={`${base}-kind`}
                    className="input"
                    value={q.kind}
                    onChange={(e) => update(index, { kind: e.currentTarget.value as QuestionDraft['kind'], knockOut: [] })}
                  >
                    {QUESTION_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`jobs.screening.kinds.${kind}`)}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              {q.kind === 'choice' && (
                <div className="field">
                  <label htmlFor={`${base}-options`}>{t('jobs.screening.options')}</label>
                  <textarea
                    id={`${base}-options`}
                    className="input job-editor__textarea"
                    rows={3}
                    value={q.options}
                    aria-invalid={problem === 'options' || problem === 'optionLong' || problem === 'optionsSame'}
                    aria-describedby={`${base}-options-hint${problem ? ` ${base}-error` : ''}`}
                    onChange={(e) => update(index, { options: e.currentTarget.value })}
                  />
                  <p id={`${base}-options-hint`} className="field__hint">
                    {t('jobs.screening.optionsHint', { min: MIN_OPTIONS, max: MAX_OPTIONS })}
                  </p>
                </div>
              )}
              {q.kind !== 'text' && answers.length > 0 && (
                <fieldset className="screening-editor__knockout">
                  <legend>{t('jobs.screening.knockOut')}</legend>
                  {answers.map((answer) => (
                    <label key={answer} className="checkbox">
                      <input
                        type="checkbox"
                        checked={q.knockOut.includes(answer)}
                        onChange={(e) => toggleKnockOut(index, answer, e.currentTarget.checked)}
                        data-testid={`screening-knockout-${answer}`}
                      />
                      {q.kind === 'yes-no' ? t(`jobs.screening.${answer}`) : answer}
                    </label>
                  ))}
                </fieldset>
              )}
              <FieldError id={`${base}-error`} message={problem ? t(`jobs.screening.errors.${problem}`, { max: MAX_PROMPT, min: MIN_OPTIONS, maxOptions: MAX_OPTIONS, maxOption: MAX_OPTION }) : undefined} />
              <div className="screening-editor__actions">
                <button type="button" className="button button--secondary button--small" disabled={index === 0} onClick={() => move(index, -1)}>
                  {t('jobs.screening.up')}
                  {which}
                </button>
                <button type="button" className="button button--secondary button--small" disabled={index === questions.length - 1} onClick={() => move(index, 1)}>
                  {t('jobs.screening.down')}
                  {which}
                </button>
                <button type="button" className="button button--secondary button--small" onClick={() => remove(index)} data-testid="screening-remove">
                  {t('jobs.screening.remove')}
                  {which}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {questions.length < MAX_QUESTIONS && (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onChange([...questions, emptyQuestion(questions.map((q) => q.id))])}
          data-testid="screening-add"
        >
          {t('jobs.screening.add')}
        </button>
      )}
    </fieldset>
  );
}

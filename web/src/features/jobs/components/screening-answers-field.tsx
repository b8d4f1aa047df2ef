import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error.tsx';
import type { ScreeningQuestionView } from '../api/job-schema.ts';
import { MAX_ANSWER } from '../utils/screening-form.ts';

export type AnswerProblem = 'required' | 'long';

/** Each unanswered (or too long) question's problem, by question id: every question is required. */
export function screeningProblems(questions: readonly ScreeningQuestionView[], answers: Record<string, string>): Record<string, AnswerProblem> {
  const problems: Record<string, AnswerProblem> = {};
  for (const q of questions) {
    const answer = (answers[q.id] ?? '').trim();
    if (!answer) problems[q.id] = 'required';
    else if (q.kind === 'text' && [...answer].length > MAX_ANSWER) problems[q.id] = 'long';
  }
  return problems;
}

interface Props {
  questions: readonly ScreeningQuestionView[];
  answers: Record<string, string>;
  onChange: (answers: Record<string, string>) => void;
  /** After a submit attempt: unanswered questions say so. */
  showErrors: boolean;
}

/** The apply box's screening questions: yes/no and single choice as radio groups, short text as a field. */
export function ScreeningAnswersField({ questions, answers, onChange, showErrors }: Props) {
  const { t } = useTranslation();
  const problems = showErrors ? screeningProblems(questions, answers) : {};
  const set = (id: string, value: string) => onChange({ ...answers, [id]: value });

  return (
    <div data-testid="apply-screening">
      {questions.map((q) => {
        const id = `apply-screening-${q.id}`;
        const problem = problems[q.id];
        const error = problem ? t(`jobs.screening.answerErrors.${problem}`, { max: MAX_ANSWER }) : undefined;
        if (q.kind === 'text') {
          return (
            <div key={q.id} className="field">
              <label htmlFor={id}>{q.prompt}</label>
              <textarea
                id={id}
                className="input"
                rows={2}
                value={answers[q.id] ?? ''}
                aria-required="true"
                aria-invalid={!!problem}
                aria-describedby={problem ? `${id}-error` : undefined}
                onChange={(e) => set(q.id, e.currentTarget.value)}
              />
              <FieldError id={`${id}-error`} message={error} />
            </div>
          );
        }
        // A single choice in the reader's language shows its labels and sends the source option (docs/jobs.md § Languages).
        const choices = q.kind === 'yes-no' ? ['yes', 'no'] : (q.values ?? q.options ?? []);
        const label = (choice: string, i: number) => (q.kind === 'yes-no' ? t(`jobs.screening.${choice}`) : (q.options?.[i] ?? choice));
        return (
          <fieldset key={q.id} className="apply-screening" aria-describedby={problem ? `${id}-error` : undefined}>
            <legend>{q.prompt}</legend>
            <div className="apply-screening__choices">
              {choices.map((choice, i) => (
                <label key={choice} className="checkbox">
                  <input
                    type="radio"
                    id={i === 0 ? id : undefined}
                    name={id}
                    value={choice}
                    required
                    checked={answers[q.id] === choice}
                    onChange={() => set(q.id, choice)}
                  />
                  {label(choice, i)}
                </label>
              ))}
            </div>
            <FieldError id={`${id}-error`} message={error} />
          </fieldset>
        );
      })}
    </div>
  );
}

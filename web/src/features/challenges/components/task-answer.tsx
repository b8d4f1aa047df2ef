import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue, StudentTask } from '../api/challenge-schema.ts';
import { chosenOption, chosenOptions, numericValue, parseNumber, toggle, typedText } from '../utils/answers.ts';
import { OrderingAnswer } from './ordering-answer.tsx';

interface Props {
  task: StudentTask;
  answer: AnswerValue | undefined;
  /** Every change is an answer given (the attempt saves it); the preview passes a local setter. */
  onAnswer: (answer: AnswerValue) => void;
  disabled?: boolean;
}

/** One task as the student answers it, whatever its kind; the labels tie every control to the task's prompt. */
export function TaskAnswer({ task, answer, onAnswer, disabled = false }: Props) {
  const { t } = useTranslation();
  const promptId = `task-${task.id}-prompt`;
  return (
    <fieldset className="task" disabled={disabled} aria-describedby={`task-${task.id}-hint`} data-testid={`task-${task.id}`} data-kind={task.kind}>
      <legend className="task__prompt" id={promptId}>
        {task.prompt}
      </legend>
      <p className="task__hint muted" id={`task-${task.id}-hint`}>
        {t(`challenges.task.hint.${task.kind}`)} · {t('challenges.task.points', { count: task.points })}
      </p>
      {task.kind === 'single' && (
        <div className="task__options">
          {task.options.map((option) => (
            <label key={option.id} className="task__option">
              <input
                type="radio"
                name={`task-${task.id}`}
                value={option.id}
                checked={chosenOption(answer) === option.id}
                onChange={() => onAnswer({ optionId: option.id })}
              />
              <span>{option.text}</span>
            </label>
          ))}
        </div>
      )}
      {task.kind === 'multiple' && (
        <div className="task__options">
          {task.options.map((option) => (
            <label key={option.id} className="task__option">
              <input
                type="checkbox"
                value={option.id}
                checked={chosenOptions(answer).includes(option.id)}
                onChange={() => onAnswer({ optionIds: toggle(chosenOptions(answer), option.id) })}
              />
              <span>{option.text}</span>
            </label>
          ))}
        </div>
      )}
      {task.kind === 'numeric' && <NumericAnswer task={task} answer={answer} onAnswer={onAnswer} />}
      {task.kind === 'ordering' && <OrderingAnswer task={task} answer={answer} onAnswer={onAnswer} disabled={disabled} />}
      {task.kind === 'written' && <WrittenAnswer task={task} answer={answer} onAnswer={onAnswer} />}
    </fieldset>
  );
}

function NumericAnswer({ task, answer, onAnswer }: Omit<Props, 'disabled'>) {
  const { t, i18n } = useTranslation();
  const saved = numericValue(answer);
  const [typed, setTyped] = useState(saved === null ? '' : new Intl.NumberFormat(i18n.resolvedLanguage, { useGrouping: false, maximumFractionDigits: 10 }).format(saved));
  const [invalid, setInvalid] = useState(false);
  const id = `task-${task.id}-value`;
  return (
    <div className="field task__numeric">
      <label className="field__label" htmlFor={id}>
        {t('challenges.task.yourAnswer')}
      </label>
      <span className="task__numeric-row">
        <input
          id={id}
          className="input"
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            const text = e.currentTarget.value;
            setTyped(text);
            const value = parseNumber(text);
            setInvalid(text.trim() !== '' && value === null);
            if (value !== null && value !== saved) onAnswer({ value });
          }}
        />
        {task.unit && <span className="task__unit">{task.unit}</span>}
      </span>
      {invalid && (
        <p className="field-error" id={`${id}-error`}>
          {t('challenges.task.notANumber')}
        </p>
      )}
    </div>
  );
}

function WrittenAnswer({ task, answer, onAnswer }: Omit<Props, 'disabled'>) {
  const { t } = useTranslation();
  const [text, setText] = useState(typedText(answer));
  const id = `task-${task.id}-text`;
  // A written answer is sent after a short pause in typing, not on every key (the last one always goes).
  useEffect(() => {
    if (text === typedText(answer)) return;
    const timer = setTimeout(() => onAnswer({ text }), 600);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('challenges.task.yourAnswer')}
      </label>
      <textarea
        id={id}
        className="input task__textarea"
        rows={6}
        maxLength={task.maxLength}
        value={text}
        aria-describedby={`${id}-count`}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={() => text !== typedText(answer) && onAnswer({ text })}
      />
      <p className="muted task__count" id={`${id}-count`}>
        {t('challenges.task.characters', { count: text.length, max: task.maxLength })}
      </p>
    </div>
  );
}

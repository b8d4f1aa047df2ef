import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue, StudentTask } from '../api/challenge-schema.ts';
import { currentOrder, move } from '../utils/answers.ts';

interface Props {
  task: StudentTask;
  answer: AnswerValue | undefined;
  onAnswer: (answer: AnswerValue) => void;
  disabled: boolean;
}

/**
 * Putting items in order with the keyboard alone: each item has Move up / Move down buttons (no drag and drop to
 * learn), focus follows the moved item, and a live region says where it went.
 */
export function OrderingAnswer({ task, answer, onAnswer, disabled }: Props) {
  const { t } = useTranslation();
  const order = currentOrder(task, answer);
  const [announcement, setAnnouncement] = useState('');
  const textOf = (id: string) => task.items.find((i) => i.id === id)?.text ?? id;

  const shift = (from: number, by: number) => {
    const next = move(order, from, by);
    onAnswer({ itemIds: next });
    const id = order[from]!;
    setAnnouncement(t('challenges.task.moved', { item: textOf(id), position: from + by + 1, count: order.length }));
    // Keep focus on the same button of the moved item (or its other button at the ends).
    requestAnimationFrame(() => {
      const target =
        document.getElementById(`order-${task.id}-${id}-${by < 0 ? 'up' : 'down'}`) ?? document.getElementById(`order-${task.id}-${id}-${by < 0 ? 'down' : 'up'}`);
      if (target && !(target as HTMLButtonElement).disabled) target.focus();
      else document.getElementById(`order-${task.id}-${id}-${by < 0 ? 'down' : 'up'}`)?.focus();
    });
  };

  return (
    <div className="ordering">
      <ol className="ordering__list" aria-label={t('challenges.task.orderLabel')}>
        {order.map((id, index) => (
          <li key={id} className="ordering__item" data-testid={`order-item-${id}`}>
            <span className="ordering__position" aria-hidden="true">
              {index + 1}
            </span>
            <span className="ordering__text">{textOf(id)}</span>
            <span className="ordering__buttons">
              <button
                type="button"
                id={`order-${task.id}-${id}-up`}
                className="button button--secondary button--small"
                disabled={disabled || index === 0}
                aria-label={t('challenges.task.moveUp', { item: textOf(id) })}
                onClick={() => shift(index, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                id={`order-${task.id}-${id}-down`}
                className="button button--secondary button--small"
                disabled={disabled || index === order.length - 1}
                aria-label={t('challenges.task.moveDown', { item: textOf(id) })}
                onClick={() => shift(index, 1)}
              >
                ↓
              </button>
            </span>
          </li>
        ))}
      </ol>
      {!answer && (
        <button type="button" className="link-button" disabled={disabled} onClick={() => onAnswer({ itemIds: order })}>
          {t('challenges.task.keepOrder')}
        </button>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

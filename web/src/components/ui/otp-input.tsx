import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { backspaceAt, cellsFromValue, deleteAt, digitsOf, insertAt, valueOf, type Edit } from './otp-cells.ts';
import './otp-input.css';

interface Props {
  /** Id of the first box (the visible label points at it); the others get `${id}-2` … */
  id: string;
  /** The visible label of the whole code, e.g. '4-digit code'. */
  label: string;
  /** The code so far (digits only); the parent owns it. */
  value: string;
  onChange: (value: string) => void;
  length?: number;
  /** Test id of the first box; the others get `${testId}-2` … (a test may `fill` the whole code into the first). */
  testId?: string;
  autoFocus?: boolean;
}

/**
 * The one code entry of every audience (student, employer, career center registration): one box per digit. A pasted
 * or autofilled code (`autocomplete="one-time-code"` on the first box, as iOS and Android expect) fills every box;
 * typing moves on; Backspace, Delete, the arrow keys, Home and End move between boxes. The boxes form a labelled
 * group and each says which digit it is ("Digit 2 of 4").
 */
export function OtpInput({ id, label, value, onChange, length = 4, testId = 'otp-input', autoFocus }: Props) {
  const { t } = useTranslation();
  const [cells, setCells] = useState(() => cellsFromValue(value, length));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const labelId = `${id}-label`;
  const boxId = (i: number) => (i === 0 ? id : `${id}-${i + 1}`);

  // The parent may set the code itself (clear it, restore it): follow it when it differs from the boxes.
  const shown = valueOf(cells);
  useEffect(() => {
    if (value !== shown) setCells(cellsFromValue(value, length));
    // Only a change of the parent's value (or length) resets the boxes; our own edits reach `value` in the same render.
  }, [value, length]);

  const focusBox = (i: number) => {
    const box = boxes.current[i];
    if (!box) return;
    box.focus();
    box.select();
  };

  const apply = (edit: Edit) => {
    setCells(edit.cells);
    const next = valueOf(edit.cells);
    if (next !== value) onChange(next);
    focusBox(edit.focus);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const move: Record<string, number> = { ArrowLeft: i - 1, ArrowRight: i + 1, Home: 0, End: length - 1 };
    if (e.key in move) {
      e.preventDefault();
      focusBox(Math.min(Math.max(move[e.key] ?? i, 0), length - 1));
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      apply(backspaceAt(cells, i));
    } else if (e.key === 'Delete') {
      e.preventDefault();
      apply(deleteAt(cells, i));
    } else if (/^\d$/.test(e.key)) {
      e.preventDefault();
      apply(insertAt(cells, i, e.key));
    }
  };

  // What arrives without a key we know: autofill, a phone keyboard (key 'Unidentified'), drag and drop, a test's fill.
  const onInput = (i: number, e: FormEvent<HTMLInputElement>) => {
    const typed = e.currentTarget.value;
    const edit = digitsOf(typed) === '' ? deleteAt(cells, i) : insertAt(cells, i, typed);
    e.currentTarget.value = edit.cells[i] ?? '';
    apply(edit);
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    apply(insertAt(cells, i, e.clipboardData.getData('text')));
  };

  return (
    <div className="field otp-field">
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      <div className="otp-field__boxes" role="group" aria-labelledby={labelId}>
        {cells.map((cell, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            id={boxId(i)}
            className="otp-field__box"
            type="text"
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            aria-label={t('otpInput.digit', { index: i + 1, count: length })}
            value={cell}
            autoFocus={autoFocus && i === 0}
            data-testid={i === 0 ? testId : `${testId}-${i + 1}`}
            onKeyDown={(e) => onKeyDown(i, e)}
            onChange={(e) => onInput(i, e)}
            onPaste={(e) => onPaste(i, e)}
            onFocus={(e) => e.currentTarget.select()}
          />
        ))}
      </div>
    </div>
  );
}

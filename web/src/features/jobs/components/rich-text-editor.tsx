import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanRichText } from '../utils/rich-text.ts';

interface Props {
  id: string;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid: boolean;
  /** Sanitised HTML; read once per `resetKey` (typing does not re-render the content under the caret). */
  value: string;
  resetKey: string;
  onChange: (html: string) => void;
}

const commands = [
  { command: 'bold', key: 'bold', glyph: 'B' },
  { command: 'italic', key: 'italic', glyph: 'I' },
  { command: 'insertUnorderedList', key: 'bullets', glyph: '•' },
  { command: 'insertOrderedList', key: 'numbers', glyph: '1.' },
] as const;

/**
 * A small rich-text field: a contenteditable box (role textbox, multi-line) with a toolbar for bold, italic and
 * lists, and Ctrl/Cmd+B / +I from the keyboard. What leaves it is sanitised with the server's allowlist.
 */
export function RichTextEditor({ id, labelledBy, describedBy, invalid, value, resetKey, onChange }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (box.current) box.current.innerHTML = cleanRichText(value);
    // Only a new job (resetKey) replaces the content; the value then follows the typing.
  }, [resetKey]);

  const emit = () => {
    if (box.current) onChange(cleanRichText(box.current.innerHTML));
  };
  const run = (command: string) => {
    box.current?.focus();
    // execCommand is deprecated but remains the only editing primitive every browser has for contenteditable.
    document.execCommand(command);
    emit();
  };

  return (
    <div className={`rich-text${invalid ? ' rich-text--invalid' : ''}`}>
      <div className="rich-text__toolbar" role="toolbar" aria-label={t('jobs.editor.toolbar.label')} aria-controls={id}>
        {commands.map((c) => (
          <button
            key={c.command}
            type="button"
            className="rich-text__button"
            aria-label={t(`jobs.editor.toolbar.${c.key}`)}
            title={t(`jobs.editor.toolbar.${c.key}`)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(c.command)}
          >
            <span aria-hidden="true">{c.glyph}</span>
          </button>
        ))}
      </div>
      <div
        ref={box}
        id={id}
        className="rich-text__box"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        contentEditable
        tabIndex={0}
        data-testid="job-description"
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
}

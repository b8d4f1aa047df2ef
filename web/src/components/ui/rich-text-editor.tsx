import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanRichText } from '../../lib/rich-text.ts';
import './rich-text-editor.css';

interface Props {
  id: string;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid: boolean;
  /** Sanitised HTML; read once per `resetKey` (typing does not re-render the content under the caret). */
  value: string;
  resetKey: string;
  onChange: (html: string) => void;
  testId?: string;
}

const commands = [
  { command: 'bold', key: 'bold', glyph: 'B' },
  { command: 'italic', key: 'italic', glyph: 'I' },
  { command: 'insertUnorderedList', key: 'bullets', glyph: '•' },
  { command: 'insertOrderedList', key: 'numbers', glyph: '1.' },
] as const;

/**
 * A small rich-text field (job and event descriptions): a contenteditable box (role textbox, multi-line) with a
 * toolbar for bold, italic and lists, and Ctrl/Cmd+B / +I from the keyboard. What leaves it is sanitised with the
 * server's allowlist.
 */
export function RichTextEditor({ id, labelledBy, describedBy, invalid, value, resetKey, onChange, testId = 'rich-text' }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (box.current) box.current.innerHTML = cleanRichText(value);
    // Only a new document (resetKey) replaces the content; the value then follows the typing.
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
    <div className={`rte${invalid ? ' rte--invalid' : ''}`}>
      <div className="rte__toolbar" role="toolbar" aria-label={t('richText.toolbar.label')} aria-controls={id}>
        {commands.map((c) => (
          <button
            key={c.command}
            type="button"
            className="rte__button"
            aria-label={t(`richText.toolbar.${c.key}`)}
            title={t(`richText.toolbar.${c.key}`)}
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
        className="rte__box"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        contentEditable
        tabIndex={0}
        data-testid={testId}
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
}

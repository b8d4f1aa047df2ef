import { interviewLimits } from '@fast-track/shared/interview-rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeZonePicker } from '../../../components/ui/time-zone-picker.tsx';
import type { Proposal } from '../api/employer-interviews.ts';
import { canAddRow, newRow, nextRow, rowOfPath, rowProblems, rowStart, slotLengths, type SlotRow } from '../utils/slot-draft.ts';
import { viewerTimeZone, zoneName } from '../utils/slot-time.ts';

interface Props {
  busy: boolean;
  /** Sends the proposal; answers the server's field refusals (`slots.N.start`) to show on their rows, or null. */
  onSubmit: (proposal: Proposal) => Promise<{ path: string; message: string }[] | null>;
  onBack?: (() => void) | undefined;
}

/** Tomorrow in the zone, as a date input's value: a sensible first row. */
function tomorrow(zone: string): string {
  const date = new Date(Date.now() + 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/**
 * The employer's list of times to offer: the zone they think in (their browser's at first), one row per time (date,
 * start, length), up to ten, and an optional message. Checked as the server checks before sending; a row the server
 * still refuses shows its reason.
 */
export function SlotEditor({ busy, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [zone, setZone] = useState(viewerTimeZone);
  const [rows, setRows] = useState<SlotRow[]>(() => [newRow(tomorrow(viewerTimeZone()))]);
  const [message, setMessage] = useState('');
  const [shown, setShown] = useState<Map<number, string>>(new Map());
  const [tried, setTried] = useState(false);

  const problems = tried ? new Map([...rowProblems(rows, zone, Date.now()), ...shown]) : shown;
  const update = (key: number, change: Partial<SlotRow>) => {
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
    setShown(new Map());
  };
  const problemText = (problem: string) => (['missing', 'past', 'tooFar', 'length', 'overlap'].includes(problem) ? t(`interviews.employer.problems.${problem}`) : problem);

  const submit = async () => {
    setTried(true);
    if (rowProblems(rows, zone, Date.now()).size > 0 || [...message].length > interviewLimits.message) return;
    const refused = await onSubmit({ timeZone: zone, slots: rows.map((r) => ({ start: rowStart(r, zone)!, minutes: r.minutes })), message: message.trim() });
    if (refused) setShown(new Map(refused.flatMap((f) => (rowOfPath(rows, f.path) ? [[rowOfPath(rows, f.path)!.key, f.message] as const] : []))));
  };

  return (
    <form
      className="interview__form interview-editor"
      noValidate
      data-testid="interview-slot-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-zone`}>{t('interviews.employer.zoneLabel')}</label>
        <TimeZonePicker id={`${id}-zone`} value={zone} onChange={setZone} invalid={false} describedBy={`${id}-zone-hint`} />
        <p id={`${id}-zone-hint`} className="field-hint muted">
          {t('interviews.employer.zoneHint', { zone: zoneName(zone) })}
        </p>
      </div>
      <fieldset className="interview-editor__slots">
        <legend>{t('interviews.employer.slotsLegend', { max: interviewLimits.maxSlots })}</legend>
        <div className="interview-editor__rows">
          {rows.map((row, index) => {
            const problem = problems.get(row.key);
            const rowId = `${id}-row-${row.key}`;
            const describedBy = problem ? `${rowId}-error` : undefined;
            return (
              <div key={row.key} className="interview-editor__row" role="group" aria-labelledby={`${rowId}-n`} data-testid="interview-slot-row">
                <span id={`${rowId}-n`} className="interview-editor__n">
                  {t('interviews.employer.slotN', { n: index + 1 })}
                </span>
                <div className="field">
                  <label htmlFor={`${rowId}-date`}>{t('interviews.employer.date')}</label>
                  <input id={`${rowId}-date`} type="date" className="input" value={row.date} aria-invalid={!!problem} aria-describedby={describedBy} onChange={(e) => update(row.key, { date: e.currentTarget.value })} />
                </div>
                <div className="field">
                  <label htmlFor={`${rowId}-time`}>{t('interviews.employer.time')}</label>
                  <input id={`${rowId}-time`} type="time" className="input" value={row.time} aria-invalid={!!problem} aria-describedby={describedBy} onChange={(e) => update(row.key, { time: e.currentTarget.value })} />
                </div>
                <div className="field">
                  <label htmlFor={`${rowId}-length`}>{t('interviews.employer.length')}</label>
                  <select id={`${rowId}-length`} className="input" value={row.minutes} onChange={(e) => update(row.key, { minutes: Number(e.currentTarget.value) })}>
                    {slotLengths.map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {t('interviews.employer.minutes', { count: minutes })}
                      </option>
                    ))}
                  </select>
                </div>
                {rows.length > 1 && (
                  <button type="button" className="button button--secondary button--small interview-editor__remove" onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}>
                    {t('interviews.employer.removeSlot', { n: index + 1 })}
                  </button>
                )}
                {problem && (
                  <p id={`${rowId}-error`} className="field-error interview-editor__error" role="alert">
                    {problemText(problem)}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        {canAddRow(rows) && (
          <button type="button" className="button button--secondary button--small interview-editor__add" onClick={() => setRows((all) => [...all, nextRow(all.at(-1))])}>
            {t('interviews.employer.addSlot')}
          </button>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-message`}>{t('interviews.employer.messageLabel')}</label>
        <textarea id={`${id}-message`} className="input interview__textarea" value={message} aria-describedby={`${id}-count`} aria-invalid={[...message].length > interviewLimits.message} onChange={(e) => setMessage(e.currentTarget.value)} />
        <p id={`${id}-count`} className="field-hint muted">
          {t('interviews.messageCount', { count: [...message].length, max: interviewLimits.message })}
        </p>
      </div>
      <div className="interview__actions">
        <button type="submit" className="button" disabled={busy} data-testid="interview-send-times">
          {t('interviews.employer.send')}
        </button>
        {onBack && (
          <button type="button" className="button button--secondary" onClick={onBack} disabled={busy}>
            {t('interviews.back')}
          </button>
        )}
      </div>
    </form>
  );
}

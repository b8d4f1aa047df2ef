import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, isKnownTimeZone } from '../../../lib/date-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { checkIn, downloadAttendanceCsv, type CheckedIn } from '../api/hosted-events.ts';
import type { Attendee } from '../api/hosted-event-schema.ts';
import { personName } from './person-name.ts';
import { TicketScanner, useCanScanQr } from './ticket-scanner.tsx';

interface Props {
  organisationId: string;
  eventId: string;
  timezone: string;
  participants: Attendee[];
  waitlist: Attendee[];
  /** Check-in is open until the event ends (or is cancelled). */
  open: boolean;
}

type Line = { kind: 'idle' | 'busy' } | { kind: 'done'; text: string } | { kind: 'error'; text: string };

/**
 * The host's door (issue 26): check a student in by the short code on their ticket, or from the list; who came;
 * the attendance as CSV; and who waits for a place, first in line first.
 */
export function CheckInPanel({ organisationId, eventId, timezone, participants, waitlist, open }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [code, setCode] = useState('');
  const [line, setLine] = useState<Line>({ kind: 'idle' });
  // Who was let in since the list was loaded: the door keeps its place (no reload, the field keeps focus).
  const [letIn, setLetIn] = useState<Record<string, string>>({});
  const field = useRef<HTMLInputElement>(null);
  // The camera, where the browser reads QR codes (BarcodeDetector); elsewhere the host types the code.
  const canScan = useCanScanQr();
  const [scanning, setScanning] = useState(false);
  const scanButton = useRef<HTMLButtonElement>(null);
  const cameAt = (p: Attendee): string | null => p.checkedInAt ?? letIn[p.uniqueId] ?? null;
  const timeZone = isKnownTimeZone(timezone) ? timezone : 'UTC';
  const timeOf = (iso: string) => dateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(iso));
  const came = participants.filter((p) => cameAt(p)).length;

  const send = async (who: { code: string } | { userId: string }) => {
    setLine({ kind: 'busy' });
    try {
      const outcome = await checkIn(organisationId, eventId, who);
      if (outcome.ok) {
        const done: CheckedIn = outcome.value;
        const name = personName(t, done.attendee);
        setLine({ kind: 'done', text: done.msg === 'already' ? t('hostedEvents.checkIn.already', { name }) : t('hostedEvents.checkIn.done', { name }) });
        setCode('');
        if (done.attendee.checkedInAt) setLetIn((known) => ({ ...known, [done.attendee.uniqueId]: done.attendee.checkedInAt! }));
        if ('code' in who) field.current?.focus();
        return;
      }
      const key = outcome.status === 429 ? 'throttled' : outcome.status === 404 ? 'unknown' : outcome.code === 'EVENT_CLOSED' ? 'closed' : 'failed';
      setLine({ kind: 'error', text: t(`hostedEvents.checkIn.${key}`) });
    } catch {
      setLine({ kind: 'error', text: t('hostedEvents.checkIn.failed') });
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim() === '') {
      setLine({ kind: 'error', text: t('hostedEvents.checkIn.empty') });
      return;
    }
    void send({ code });
  };

  const scanned = (read: string) => {
    setScanning(false);
    void send({ code: read });
  };
  const closeScanner = () => {
    setScanning(false);
    scanButton.current?.focus();
  };

  const download = async () => {
    const ok = await downloadAttendanceCsv(organisationId, eventId).catch(() => false);
    if (!ok) toast.error(t('hostedEvents.checkIn.csvFailed'));
  };

  return (
    <section className="hosted-panel" aria-labelledby="participants-title" data-testid="event-participants">
      <div className="hosted-panel__head">
        <h2 id="participants-title" className="hosted-panel__title">
          {t('hostedEvents.participants.title')} <span className="hosted-section__count">{participants.length}</span>
        </h2>
        <button type="button" className="button button--secondary button--small" onClick={() => void download()} data-testid="attendance-csv">
          {t('hostedEvents.checkIn.csv')}
        </button>
      </div>
      {participants.length > 0 && (
        <p className="muted" data-testid="checked-in-count">
          {t('hostedEvents.checkIn.count', { came, count: participants.length })}
        </p>
      )}
      {open && (
        <form className="check-in-form" onSubmit={submit} noValidate>
          <label htmlFor="check-in-code">{t('hostedEvents.checkIn.codeLabel')}</label>
          <div className="check-in-form__row">
            <input
              id="check-in-code"
              ref={field}
              className="input check-in-form__code"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              aria-describedby="check-in-hint"
              data-testid="check-in-code"
            />
            <button type="submit" className="button button--primary" disabled={line.kind === 'busy'} data-testid="check-in-submit">
              {t('hostedEvents.checkIn.submit')}
            </button>
            {canScan && (
              <button
                type="button"
                ref={scanButton}
                className="button button--secondary"
                aria-expanded={scanning}
                disabled={line.kind === 'busy'}
                onClick={() => (scanning ? closeScanner() : setScanning(true))}
                data-testid="check-in-scan"
              >
                {t('hostedEvents.checkIn.scan.open')}
              </button>
            )}
          </div>
          <p id="check-in-hint" className="field__hint">
            {t('hostedEvents.checkIn.hint')}
          </p>
        </form>
      )}
      {open && scanning && <TicketScanner onCode={scanned} onClose={closeScanner} />}
      {line.kind === 'done' && (
        <p className="alert alert--info" role="status" data-testid="check-in-done">
          {line.text}
        </p>
      )}
      {line.kind === 'error' && (
        <p className="alert alert--error" role="alert" data-testid="check-in-error">
          {line.text}
        </p>
      )}
      {participants.length === 0 ? (
        <p className="muted" data-testid="event-participants-empty">
          {t('hostedEvents.participants.none')}
        </p>
      ) : (
        <ul className="hosted-people" role="list">
          {participants.map((p) => (
            <li key={p.uniqueId} className="hosted-person" data-testid="event-participant" data-checked-in={cameAt(p) ? 'yes' : 'no'}>
              <div className="hosted-person__who">
                <strong>{personName(t, p)}</strong>
                {p.university && <span className="muted">{p.university}</span>}
              </div>
              {cameAt(p) ? (
                <span className="hosted-person__came">{t('hostedEvents.checkIn.cameAt', { time: timeOf(cameAt(p)!) })}</span>
              ) : (
                open && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={line.kind === 'busy'}
                    onClick={() => void send({ userId: p.uniqueId })}
                    aria-label={t('hostedEvents.checkIn.listButtonFor', { name: personName(t, p) })}
                  >
                    {t('hostedEvents.checkIn.listButton')}
                  </button>
                )
              )}
            </li>
          ))}
        </ul>
      )}
      {waitlist.length > 0 && (
        <>
          <h3 className="hosted-panel__subtitle" id="waitlist-title">
            {t('hostedEvents.waitlist.title')} <span className="hosted-section__count">{waitlist.length}</span>
          </h3>
          <p className="muted">{t('hostedEvents.waitlist.lead')}</p>
          <ol className="hosted-people" aria-labelledby="waitlist-title" data-testid="event-waitlist">
            {waitlist.map((p) => (
              <li key={p.uniqueId} className="hosted-person" data-testid="event-waiting">
                <div className="hosted-person__who">
                  <strong>{personName(t, p)}</strong>
                  {p.university && <span className="muted">{p.university}</span>}
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

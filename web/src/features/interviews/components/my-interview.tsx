import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../../../lib/outcome-request.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import type { Interview } from '../api/interview-schema.ts';
import { askForAnotherTime, cancelMyInterview, getMyInterview, pickInterviewSlot } from '../api/student-interviews.ts';
import { useInterviewAction } from '../hooks/use-interview-action.ts';
import { MessageForm } from './message-form.tsx';
import { QuotedMessage, SlotTime, ZoneNote } from './slot-time.tsx';
import './interviews.css';

type Mode = 'view' | 'ask' | 'cancel';

/**
 * The student's interview on one of their applications (/student/applications): pick one of the times the company
 * offered (each in the student's zone, the company's named), cancel, or ask for another time. Nothing while no
 * interview was ever proposed. When the application ended (withdrawn, declined, an offer, the job closed), the
 * server ended its interview too (`ended`): the card says so and offers nothing. `stage` keys the load, so a
 * withdrawal on this page reads the interview again.
 */
export function MyInterview({ jobId, stage }: { jobId: string; stage: string }) {
  const interview = useOutcome(`interview:${jobId}:${stage}`, () => getMyInterview(jobId));
  if (interview.status === 'loading') return <InterviewLoading />;
  if (interview.status === 'failed') return <InterviewFailed onRetry={interview.reload} />;
  if (interview.value === null) return null;
  return <InterviewCard jobId={jobId} interview={interview.value} onChange={(next) => interview.set(next)} />;
}

export function InterviewLoading() {
  const { t } = useTranslation();
  return (
    <p className="interview muted" role="status" aria-busy="true">
      {t('interviews.loading')}
    </p>
  );
}

export function InterviewFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="interview alert alert--error" role="alert" data-testid="interview-failed">
      {t('interviews.failed')}{' '}
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('interviews.retry')}
      </button>
    </div>
  );
}

function InterviewCard({ jobId, interview, onChange }: { jobId: string; interview: Interview; onChange: (i: Interview) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [mode, setMode] = useState<Mode>('view');
  const { busy, error, run } = useInterviewAction(onChange);
  const live = interview.status === 'proposed' || interview.status === 'booked';

  const send = async (call: () => Promise<Outcome<Interview>>, done: string) => {
    const outcome = await run(call, done);
    if (outcome?.ok) setMode('view');
    // A time taken by someone else or a changed offer: show the times as they are now, the message kept.
    if (outcome && !outcome.ok && outcome.status === 409) {
      const fresh = await getMyInterview(jobId);
      if (fresh.ok && fresh.value) onChange(fresh.value);
    }
  };

  return (
    <section className="interview" aria-labelledby={headingId} data-testid="my-interview">
      <h3 id={headingId} className="interview__title">
        {t('interviews.title')} <span className={`interview__status interview__status--${interview.status}`}>{t(`interviews.status.${interview.status}`)}</span>
      </h3>
      {interview.status === 'proposed' && (
        <PickSlot interview={interview} busy={busy} onPick={(slotId) => void send(() => pickInterviewSlot(jobId, slotId), t('interviews.student.bookedToast'))} />
      )}
      {interview.status === 'booked' && interview.booked && (
        <p className="interview__booked" data-testid="interview-booked">
          {t('interviews.student.booked')} <SlotTime start={interview.booked.start} end={interview.booked.end} proposerZone={interview.timeZone} />
        </p>
      )}
      {interview.status === 'booked' && <ZoneNote />}
      {interview.status === 'new-time-requested' && <p>{t('interviews.student.waiting')}</p>}
      {interview.status === 'cancelled' && <p>{interview.lastSide === 'company' ? t('interviews.student.cancelledByCompany') : t('interviews.student.cancelledByYou')}</p>}
      {interview.status === 'ended' && <p data-testid="interview-ended">{t('interviews.student.ended')}</p>}
      {interview.lastSide === 'company' && <QuotedMessage label={t('interviews.student.companyWrote')} message={interview.message} />}
      {error && (
        <p className="alert alert--error" role="alert" data-testid="interview-error">
          {error}
        </p>
      )}
      {live && mode === 'view' && (
        <div className="interview__actions">
          <button type="button" className="button button--secondary" onClick={() => setMode('ask')}>
            {t('interviews.student.askAnother')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setMode('cancel')}>
            {t('interviews.cancel')}
          </button>
        </div>
      )}
      {live && mode === 'ask' && (
        <MessageForm
          title={t('interviews.student.askAnother')}
          submitLabel={t('interviews.student.sendAsk')}
          busy={busy}
          testId="interview-ask-form"
          onBack={() => setMode('view')}
          onSubmit={(message) => void send(() => askForAnotherTime(jobId, message), t('interviews.student.askedToast'))}
        />
      )}
      {live && mode === 'cancel' && (
        <MessageForm
          title={t('interviews.cancel')}
          submitLabel={t('interviews.confirmCancel')}
          busy={busy}
          testId="interview-cancel-form"
          onBack={() => setMode('view')}
          onSubmit={(message) => void send(() => cancelMyInterview(jobId, message), t('interviews.cancelledToast'))}
        />
      )}
    </section>
  );
}

/** The offered times as radio buttons (taken ones disabled), and the button that books the chosen one. */
function PickSlot({ interview, busy, onPick }: { interview: Interview; busy: boolean; onPick: (slotId: string) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  return (
    <form
      className="interview__form"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) onPick(chosen);
        else setMissing(true);
      }}
    >
      <fieldset className="interview__slots" aria-describedby={missing ? `${name}-missing` : undefined}>
        <legend>{t('interviews.student.pickLegend')}</legend>
        {interview.slots.map((slot) => (
          <label key={slot.slotId} className={slot.taken ? 'interview-slot interview-slot--taken' : 'interview-slot'}>
            <input
              type="radio"
              name={name}
              value={slot.slotId}
              disabled={slot.taken}
              checked={chosen === slot.slotId}
              onChange={() => {
                setChosen(slot.slotId);
                setMissing(false);
              }}
            />
            <SlotTime start={slot.start} end={slot.end} proposerZone={interview.timeZone} />
            {slot.taken && <span className="interview-slot__taken">{t('interviews.student.taken')}</span>}
          </label>
        ))}
      </fieldset>
      <ZoneNote />
      {missing && (
        <p id={`${name}-missing`} className="field-error" role="alert">
          {t('interviews.student.pickFirst')}
        </p>
      )}
      <div className="interview__actions">
        <button type="submit" className="button" disabled={busy} data-testid="interview-book">
          {t('interviews.student.book')}
        </button>
      </div>
    </form>
  );
}

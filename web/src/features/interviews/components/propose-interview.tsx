import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Refusal } from '../../../lib/outcome-request.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { cancelInterviewAsCompany, getCompanyInterview, proposeInterview, type ApplicationRef, type Proposal } from '../api/employer-interviews.ts';
import type { Interview } from '../api/interview-schema.ts';
import { useInterviewAction } from '../hooks/use-interview-action.ts';
import { MessageForm } from './message-form.tsx';
import { InterviewFailed, InterviewLoading } from './my-interview.tsx';
import { SlotEditor } from './slot-editor.tsx';
import { QuotedMessage, SlotTime, ZoneNote } from './slot-time.tsx';
import './interviews.css';

type Mode = 'view' | 'propose' | 'cancel';

/**
 * The company's side of one application's interview (an application's card or detail in the Employer Hub): where it
 * stands (times offered, booked, the candidate's request for another time, cancelled, with the last message), and the
 * forms to propose times (again) or cancel. Members of the organisation that posted the job only (the API's guard).
 */
export function ProposeInterview({ organisationId, jobId, applicationId }: ApplicationRef) {
  const ref = { organisationId, jobId, applicationId };
  const interview = useOutcome(`interview:${organisationId}:${jobId}:${applicationId}`, () => getCompanyInterview(ref));
  if (interview.status === 'loading') return <InterviewLoading />;
  if (interview.status === 'failed') return <InterviewFailed onRetry={interview.reload} />;
  return <CompanyInterview applicationRef={ref} interview={interview.value} onChange={(next) => interview.set(next)} />;
}

function CompanyInterview({ applicationRef, interview, onChange }: { applicationRef: ApplicationRef; interview: Interview | null; onChange: (i: Interview) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [mode, setMode] = useState<Mode>('view');
  const { busy, error, run } = useInterviewAction(onChange);
  const live = interview !== null && interview.status !== 'cancelled' && interview.status !== 'ended';
  // The application ended (declined, an offer, withdrawn, the job closed): its interview ended with it, for good.
  const over = interview?.status === 'ended';
  const slotRefusal = (refusal: Refusal) => refusal.fields.some((f) => f.path.startsWith('slots.'));

  const propose = async (proposal: Proposal) => {
    // Refusals of single slots are shown on their rows by the editor.
    const outcome = await run(() => proposeInterview(applicationRef, proposal), t('interviews.employer.sent'), slotRefusal);
    if (outcome?.ok) setMode('view');
    return outcome && !outcome.ok && slotRefusal(outcome) ? outcome.fields : null;
  };
  const cancel = async (message: string) => {
    if ((await run(() => cancelInterviewAsCompany(applicationRef, message), t('interviews.cancelledToast')))?.ok) setMode('view');
  };

  return (
    <section className="interview" aria-labelledby={headingId} data-testid="company-interview">
      <h3 id={headingId} className="interview__title">
        {t('interviews.title')}
        {interview && <span className={`interview__status interview__status--${interview.status}`}>{t(`interviews.status.${interview.status}`)}</span>}
      </h3>
      {interview === null && mode === 'view' && <p className="muted">{t('interviews.employer.none')}</p>}
      {interview && <CompanyStatus interview={interview} />}
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      {mode === 'view' && !over && (
        <div className="interview__actions">
          <button type="button" className="button" onClick={() => setMode('propose')} data-testid="interview-propose">
            {interview === null ? t('interviews.employer.propose') : t('interviews.employer.proposeAgain')}
          </button>
          {live && (
            <button type="button" className="button button--secondary" onClick={() => setMode('cancel')}>
              {t('interviews.cancel')}
            </button>
          )}
        </div>
      )}
      {mode === 'propose' && <SlotEditor busy={busy} onSubmit={propose} onBack={() => setMode('view')} />}
      {mode === 'cancel' && (
        <MessageForm
          title={t('interviews.cancel')}
          submitLabel={t('interviews.confirmCancel')}
          busy={busy}
          testId="interview-cancel-form"
          onBack={() => setMode('view')}
          onSubmit={(message) => void cancel(message)}
        />
      )}
    </section>
  );
}

function CompanyStatus({ interview }: { interview: Interview }) {
  const { t } = useTranslation();
  return (
    <>
      {interview.status === 'proposed' && (
        <>
          <p>{t('interviews.employer.waitingPick')}</p>
          <ul className="interview__offered">
            {interview.slots.map((slot) => (
              <li key={slot.slotId}>
                <SlotTime start={slot.start} end={slot.end} proposerZone={interview.timeZone} />
                {slot.taken && <span className="interview-slot__taken"> {t('interviews.employer.takenElsewhere')}</span>}
              </li>
            ))}
          </ul>
          <ZoneNote />
        </>
      )}
      {interview.status === 'booked' && interview.booked && (
        <>
          <p data-testid="interview-booked">
            {t('interviews.employer.booked')} <SlotTime start={interview.booked.start} end={interview.booked.end} proposerZone={interview.timeZone} />
          </p>
          <ZoneNote />
        </>
      )}
      {interview.status === 'new-time-requested' && <p>{t('interviews.employer.candidateAsked')}</p>}
      {interview.status === 'cancelled' && <p>{interview.lastSide === 'student' ? t('interviews.employer.candidateCancelled') : t('interviews.employer.youCancelled')}</p>}
      {interview.status === 'ended' && <p data-testid="interview-ended">{t('interviews.employer.ended')}</p>}
      {interview.lastSide === 'student' && <QuotedMessage label={t('interviews.employer.candidateWrote')} message={interview.message} />}
    </>
  );
}

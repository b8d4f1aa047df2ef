import { jobLimits } from '@fast-track/shared/jobs/job-limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { paths } from '../../../config/paths.ts';
import type { Session } from '../../../lib/session.ts';
import type { Job, MyApplication } from '../api/job-schema.ts';
import { applyToJob, getPublicJob } from '../api/student-jobs.ts';
import { readableJob } from '@fast-track/shared/jobs/job-languages';
import { ScreeningAnswersField, screeningProblems } from './screening-answers-field.tsx';
import { cvProblem, getSavedCv, savedCvText } from '../../../lib/saved-cv.ts';
import { useOutcome, type Loaded } from '../../../lib/use-outcome.ts';
import { ApplicationTimeline } from './application-timeline.tsx';
import { dateText, jobStatus, StageBadge } from './job-facts.tsx';
import { WithdrawApplication } from './withdraw-application.tsx';

const MAX_COVER_NOTE = jobLimits.coverNoteLength;

interface Props {
  job: Job;
  session: Session | null;
  application: Loaded<MyApplication | null> & { set: (value: MyApplication | null) => void; reload: () => void };
}

/**
 * What the reader can do with the job: a visitor signs in, a student applies once (cover note, optional PDF CV),
 * follows the stage and may withdraw; external jobs link to the company's own page; others only read.
 */
export function ApplyBox({ job, session, application }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const status = jobStatus(job);

  if (job.apply.method === 'external' && job.apply.url) {
    return status === 'open' ? (
      <a className="button button--primary button--block" href={job.apply.url} target="_blank" rel="noopener noreferrer nofollow" data-testid="job-apply-external">
        {t('jobs.page.external')}
      </a>
    ) : (
      <p className="muted">{t('jobs.page.closed')}</p>
    );
  }
  if (!session) {
    return status === 'open' ? (
      <Link className="button button--primary button--block" to={paths.login.href()} state={{ from: paths.job.href(job.uniqueId) }} data-testid="job-login-to-apply">
        {t('jobs.page.loginToApply')}
      </Link>
    ) : (
      <p className="muted">{t('jobs.page.closed')}</p>
    );
  }
  if (session.kind !== 'student') return <p className="muted">{t('jobs.page.studentsOnly')}</p>;
  if (application.status === 'loading') return <p className="muted">{t('common.loading')}</p>;
  if (application.status === 'failed') {
    return (
      <div className="alert alert--error" role="alert">
        <p>{t('jobs.page.applicationFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={application.reload}>
          {t('jobs.retry')}
        </button>
      </div>
    );
  }
  const mine = application.value;
  if (mine) return <MyApplicationStatus application={mine} lng={lng} onWithdrawn={(a) => application.set(a)} />;
  if (status !== 'open') return <p className="muted">{t('jobs.page.closed')}</p>;
  return <ApplyForm job={job} onApplied={(a) => application.set(a)} />;
}

function MyApplicationStatus({ application, lng, onWithdrawn }: { application: MyApplication; lng: string; onWithdrawn: (a: MyApplication) => void }) {
  const { t } = useTranslation();
  return (
    <div className="job-apply" data-testid="my-application">
      <p>
        {t('jobs.page.status')} <StageBadge stage={application.stage} />
      </p>
      <p className="muted">{t('jobs.page.appliedOn', { date: dateText(application.submittedAt, lng) })}</p>
      <p className="muted">{t(`jobs.page.next.${application.stage}`, { defaultValue: '' })}</p>
      <ApplicationTimeline application={application} headingId="job-application-history" />
      <Link to={paths.studentApplications.href()}>{t('jobs.mine.title')}</Link>
      <WithdrawApplication application={application} onWithdrawn={onWithdrawn} />
    </div>
  );
}

function ApplyForm({ job, onApplied }: { job: Job; onApplied: (a: MyApplication) => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const [coverNote, setCoverNote] = useState('');
  const [cv, setCv] = useState<File | null>(null);
  const saved = useOutcome('saved-cv', getSavedCv);
  const savedCv = saved.status === 'ready' ? saved.value : null;
  // With a saved CV the one-step default is to send it; "another" uploads a new one, which then becomes the saved CV.
  const [choice, setChoice] = useState<'saved' | 'another' | 'none'>('saved');
  const useSaved = savedCv !== null && choice === 'saved';
  const [errors, setErrors] = useState<{ coverNote?: string; cv?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The questions as loaded; replaced in place when the company changed them meanwhile (409), keeping the cover note.
  const [screening, setScreening] = useState({ questions: job.screening, version: job.screeningVersion });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [answersTried, setAnswersTried] = useState(false);

  const reloadQuestions = async () => {
    const fresh = await getPublicJob(job.uniqueId).catch(() => null);
    if (fresh?.ok) {
      const ids = new Set(fresh.value.job.screening.map((q) => q.id));
      // In the reader's language, as the page shows the job.
      setScreening({ questions: readableJob(fresh.value.job, lng).screening, version: fresh.value.job.screeningVersion });
      setAnswers((a) => Object.fromEntries(Object.entries(a).filter(([id]) => ids.has(id))));
    }
  };

  const pick = (file: File | null) => {
    setCv(file);
    setErrors((e) => ({ ...e, cv: file ? (cvProblem(file, t) ?? undefined) : undefined }));
  };

  const submit = async () => {
    const noteError = coverNote.trim().length > MAX_COVER_NOTE ? t('jobs.page.errors.coverNote', { max: MAX_COVER_NOTE }) : undefined;
    setErrors((e) => ({ ...e, coverNote: noteError }));
    setFailure(null);
    const sending = useSaved ? 'saved' : savedCv && choice === 'none' ? null : cv;
    setAnswersTried(true);
    const unanswered = Object.keys(screeningProblems(screening.questions, answers));
    if (unanswered.length > 0) document.getElementById(`apply-screening-${unanswered[0]}`)?.focus();
    if (noteError || (errors.cv && sending instanceof File) || unanswered.length > 0) return;
    setBusy(true);
    try {
      const asked = screening.questions.length > 0 ? { version: screening.version, answers } : undefined;
      const outcome = await applyToJob(job.uniqueId, coverNote.trim(), sending, asked);
      if (outcome.ok) {
        toast.success(t('jobs.page.applied'));
        onApplied(outcome.value);
        return;
      }
      const byCode: Record<string, string> = {
        UNSUPPORTED_FILE: t('jobs.page.errors.cvType'),
        PDF_ACTIVE_CONTENT: t('documents.pdfActive'),
        FILE_TOO_LARGE: t('jobs.page.errors.cvSize'),
        ALREADY_APPLIED: t('jobs.page.errors.already'),
        JOB_CLOSED: t('jobs.page.closed'),
        NO_SAVED_CV: t('jobs.cv.gone'),
        SCREENING_CHANGED: t('jobs.screening.changed'),
      };
      if (outcome.code === 'SCREENING_CHANGED') await reloadQuestions();
      setFailure(byCode[outcome.code] ?? t('jobs.page.errors.failed'));
    } catch {
      setFailure(t('jobs.page.errors.failed'));
    }
    setBusy(false);
  };

  return (
    <form
      className="job-apply"
      noValidate
      data-testid="job-apply-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label htmlFor="apply-cover-note">{t('jobs.page.coverNote')}</label>
        <textarea
          id="apply-cover-note"
          className="input job-editor__textarea"
          rows={6}
          value={coverNote}
          aria-invalid={!!errors.coverNote}
          aria-describedby={`apply-cover-note-hint${errors.coverNote ? ' apply-cover-note-error' : ''}`}
          onChange={(e) => setCoverNote(e.currentTarget.value)}
        />
        <p id="apply-cover-note-hint" className="field__hint">
          {t('jobs.page.coverNoteHint', { count: coverNote.trim().length, max: MAX_COVER_NOTE })}
        </p>
        <FieldError id="apply-cover-note-error" message={errors.coverNote} />
      </div>
      {screening.questions.length > 0 && (
        <ScreeningAnswersField questions={screening.questions} answers={answers} onChange={setAnswers} showErrors={answersTried} />
      )}
      {savedCv && (
        <fieldset className="field apply-cv-choice" data-testid="apply-cv-choice">
          <legend>{t('jobs.cv.choice')}</legend>
          {(['saved', 'another', 'none'] as const).map((option) => (
            <label key={option} className="apply-cv-choice__option">
              <input type="radio" name="apply-cv-choice" value={option} checked={choice === option} onChange={() => setChoice(option)} data-testid={`apply-cv-${option}`} />
              <span>{option === 'saved' ? t('jobs.cv.useSaved', { cv: savedCvText(savedCv, lng) }) : t(`jobs.cv.${option}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {(!savedCv || choice === 'another') && (
        <div className="field">
          <label htmlFor="apply-cv">{t('jobs.page.cv')}</label>
          <input
            id="apply-cv"
            className="input"
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={!!errors.cv}
            aria-describedby={`apply-cv-hint${errors.cv ? ' apply-cv-error' : ''}`}
            onChange={(e) => pick(e.currentTarget.files?.[0] ?? null)}
            data-testid="apply-cv"
          />
          <p id="apply-cv-hint" className="field__hint">
            {t('jobs.cv.becomesSaved')}
          </p>
          <FieldError id="apply-cv-error" message={errors.cv} />
        </div>
      )}
      {failure && (
        <p className="alert alert--error" role="alert" data-testid="apply-failure">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy} data-testid="job-apply-submit">
        {busy ? t('jobs.page.sending') : t('jobs.page.submit')}
      </button>
    </form>
  );
}

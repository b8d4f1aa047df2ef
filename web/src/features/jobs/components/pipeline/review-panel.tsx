import { pipelineLimits } from '@fast-track/shared/jobs/pipeline-limits';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../../../components/ui/side-panel.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useOutcome } from '../../../../lib/use-outcome.ts';
import { downloadCv } from '../../api/employer-jobs.ts';
import { addNote, loadReview, rateApplication, type PipelineCard } from '../../api/pipeline.ts';
import { dateText, StageBadge } from '../job-facts.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { nameOf } from './pipeline-board.tsx';

interface Props {
  organisationId: string;
  jobId: string;
  card: PipelineCard | null;
  onClose: () => void;
  onReviewed: (applicationId: string, change: { rating?: number | null; notes?: number }) => void;
  /** The route's part of an application (interview scheduling): below the review. */
  extra?: (applicationId: string) => ReactNode;
}

/**
 * One application for the company's members: the cover note and CV, the shared 1–4 rating and the private reviewer
 * notes (docs/jobs.md § Pipeline: never shown to the student).
 */
export function ReviewPanel({ organisationId, jobId, card, onClose, onReviewed, extra }: Props) {
  const { t } = useTranslation();
  const name = card ? nameOf(card, t('jobs.details.unnamed')) : '';
  return (
    <SidePanel open={card !== null} onClose={onClose} labelledBy="pipeline-review-title" testId="pipeline-review">
      {card && (
        <div className="pipeline-panel">
          <h2 id="pipeline-review-title" className="section-title pipeline-panel__title">
            {name}
          </h2>
          <ReviewBody key={card.applicationId} organisationId={organisationId} jobId={jobId} card={card} onReviewed={onReviewed} />
          {extra?.(card.applicationId)}
        </div>
      )}
    </SidePanel>
  );
}

function ReviewBody({ organisationId, jobId, card, onReviewed }: Omit<Props, 'card' | 'onClose' | 'extra'> & { card: PipelineCard }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const review = useOutcome(`${jobId}/${card.applicationId}`, () => loadReview(organisationId, jobId, card.applicationId));
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const rate = async (rating: number | null) => {
    if (review.status !== 'ready') return;
    const before = review.value;
    // Shown at once (a controlled radio that waited for the server was set back by any render in between).
    review.set({ ...before, rating });
    setBusy(true);
    const outcome = await rateApplication(organisationId, jobId, card.applicationId, rating).catch(() => null);
    setBusy(false);
    if (!outcome?.ok) {
      review.set(before);
      toast.error(t('pipeline.review.failed'));
      return;
    }
    review.set({ ...before, rating: outcome.value.rating });
    onReviewed(card.applicationId, { rating: outcome.value.rating });
  };

  const submitNote = async (event: FormEvent) => {
    event.preventDefault();
    if (review.status !== 'ready') return;
    const text = note.trim();
    if (!text) return setNoteError(t('pipeline.review.noteRequired'));
    if ([...text].length > pipelineLimits.noteLength) return setNoteError(t('pipeline.review.noteTooLong', { max: pipelineLimits.noteLength }));
    setBusy(true);
    const outcome = await addNote(organisationId, jobId, card.applicationId, text).catch(() => null);
    setBusy(false);
    if (!outcome?.ok) {
      toast.error(t('pipeline.review.failed'));
      return;
    }
    setNote('');
    setNoteError(null);
    const notes = [{ ...outcome.value, author: { accountId: '', name: t('pipeline.review.you') } }, ...review.value.notes];
    review.set({ ...review.value, notes });
    onReviewed(card.applicationId, { notes: notes.length });
  };

  const cv = async () => {
    const ok = await downloadCv(organisationId, jobId, card.applicationId, card.cvName ?? 'cv.pdf').catch(() => false);
    if (!ok) toast.error(t('jobs.details.cvFailed'));
  };

  return (
    <div className="pipeline-review">
      <p className="pipeline-review__facts">
        <StageBadge stage={card.stage} />
        <span className="muted">{t('jobs.details.appliedOn', { date: dateText(card.submittedAt, locale) })}</span>
      </p>
      <p className="pipeline__meta">{card.university?.name ?? t('jobs.details.noUniversity')}</p>
      {card.hasCv ? (
        <button type="button" className="button button--secondary button--small" onClick={() => void cv()} data-testid="pipeline-cv">
          {t('jobs.details.cv')}
        </button>
      ) : (
        <p className="muted">{t('jobs.details.noCv')}</p>
      )}
      {review.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
      {review.status === 'failed' && <LoadFailed message={t('pipeline.review.loadFailed')} onRetry={review.reload} />}
      {review.status === 'ready' && (
        <>
          {review.value.coverNote && (
            <div>
              <h3 className="field__label">{t('jobs.details.coverNote')}</h3>
              <p className="applicant__note">{review.value.coverNote}</p>
            </div>
          )}
          {review.value.screeningAnswers.length > 0 && (
            <div data-testid="pipeline-screening">
              <h3 className="field__label">{t('pipeline.review.screeningTitle')}</h3>
              <dl className="pipeline-review__answers">
                {review.value.screeningAnswers.map((a) => (
                  <div key={a.questionId}>
                    <dt>{a.prompt}</dt>
                    <dd>
                      {a.kind === 'yes-no' && (a.answer === 'yes' || a.answer === 'no') ? t(`jobs.screening.${a.answer}`) : a.answer}
                      {a.knockOut && <span className="pipeline-review__knockout">{t('pipeline.review.knockedOut')}</span>}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
          <p className="muted pipeline-review__private">{t('pipeline.review.private')}</p>
          <fieldset className="pipeline-review__rating" disabled={busy}>
            <legend>{t('pipeline.review.rating')}</legend>
            {[1, 2, 3, 4].map((r) => (
              <label key={r} className="pipeline-review__star">
                <input type="radio" name="pipeline-rating" value={r} checked={review.value.rating === r} onChange={() => void rate(r)} data-testid={`pipeline-rate-${r}`} />
                <span>{t('pipeline.review.ratingOption', { rating: r })}</span>
              </label>
            ))}
            {review.value.rating !== null && (
              <button type="button" className="link-button" onClick={() => void rate(null)}>
                {t('pipeline.review.clearRating')}
              </button>
            )}
          </fieldset>
          <form className="pipeline-review__note" onSubmit={(e) => void submitNote(e)} noValidate>
            <label htmlFor="pipeline-note">{t('pipeline.review.noteLabel')}</label>
            <textarea
              id="pipeline-note"
              className="input job-editor__textarea"
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              aria-invalid={noteError !== null}
              aria-describedby={noteError ? 'pipeline-note-error' : undefined}
              data-testid="pipeline-note"
            />
            {noteError && (
              <p id="pipeline-note-error" className="field-error" role="alert">
                {noteError}
              </p>
            )}
            <button type="submit" className="button button--primary button--small" disabled={busy} data-testid="pipeline-note-save">
              {t('pipeline.review.addNote')}
            </button>
          </form>
          <h3 className="field__label">{t('pipeline.review.notesTitle')}</h3>
          {review.value.notes.length === 0 ? (
            <p className="muted">{t('pipeline.review.noNotes')}</p>
          ) : (
            <ul className="pipeline-review__notes" data-testid="pipeline-notes">
              {review.value.notes.map((n) => (
                <li key={n.noteId}>
                  <p className="applicant__note">{n.text}</p>
                  <p className="muted pipeline__meta">
                    {n.author.name || t('pipeline.review.formerMember')} · {dateText(n.createdAt, locale)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

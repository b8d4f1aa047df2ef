import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusLine, type SettingsStatus } from '../../../components/ui/status-line.tsx';
import { dateTimeFormat } from '../../../lib/date-format.ts';
import type { Role } from '../../../lib/team.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import {
  decidePosting,
  declineReasonMax,
  getPostingReview,
  postingKinds,
  setPostingMode,
  type DecidedItem,
  type PostingKind,
  type PostingMode,
  type QueueItem,
} from '../api/school-gate.ts';
import './school-gate.css';
import { LoadState } from '../../../components/ui/load-state.tsx';

/** The queue shows this many first (a center switching to review first may find dozens waiting); the rest on request. */
const firstShown = 5;

/**
 * /cc/dashboard: what employers publish to the center's students — per kind "publish at once" or "review first"
 * (owners and admins choose), the postings waiting for review (approve, or decline with a reason the company is
 * mailed), and the latest decisions, each of which can be changed.
 */
export function PostingReviewPanel({ organisationId, role }: { organisationId: string; role: Role }) {
  const { t } = useTranslation();
  const loaded = useOutcome(`posting-review:${organisationId}`, () => getPostingReview(organisationId));
  const [status, setStatus] = useState<SettingsStatus>({ kind: 'idle' });
  const [all, setAll] = useState(false);
  const mayChoose = role === 'owner' || role === 'admin';

  const choose = async (kind: PostingKind, mode: PostingMode) => {
    setStatus({ kind: 'busy' });
    const done = await setPostingMode(organisationId, kind, mode).catch(() => null);
    if (!done?.ok) return setStatus({ kind: 'error', message: t('schoolGate.review.modeFailed') });
    setStatus({ kind: 'saved' });
    loaded.reload();
  };

  return (
    <section aria-labelledby="posting-review-title" data-testid="posting-review">
      <h2 id="posting-review-title">{t('schoolGate.review.title')}</h2>
      <p className="muted">{t('schoolGate.review.lead')}</p>
      <LoadState loaded={loaded} failed={t('schoolGate.review.loadFailed')} reload={loaded.reload} />
      {loaded.status === 'ready' && (
        <>
          <div className="school-gate__modes">
            {postingKinds.map((kind) => (
              <div className="field" key={kind}>
                <label htmlFor={`posting-mode-${kind}`}>{t(`schoolGate.kinds.${kind}`)}</label>
                <select
                  id={`posting-mode-${kind}`}
                  className="input"
                  value={loaded.value.modes[kind]}
                  disabled={!mayChoose || status.kind === 'busy'}
                  aria-describedby={mayChoose ? undefined : 'posting-mode-hint'}
                  onChange={(e) => void choose(kind, e.currentTarget.value as PostingMode)}
                  data-testid={`posting-mode-${kind}`}
                >
                  <option value="publish">{t('schoolGate.modes.publish')}</option>
                  <option value="review">{t('schoolGate.modes.review')}</option>
                </select>
              </div>
            ))}
          </div>
          {!mayChoose && (
            <p className="muted" id="posting-mode-hint">
              {t('schoolGate.review.leadsChoose')}
            </p>
          )}
          <StatusLine status={status} saved={t('schoolGate.review.modeSaved')} testId="posting-mode" />
          <h3 className="school-gate__subtitle">{t('schoolGate.review.queueTitle', { count: loaded.value.queue.length })}</h3>
          {loaded.value.queue.length === 0 ? (
            <p className="muted" data-testid="posting-queue-empty">
              {Object.values(loaded.value.modes).includes('review') ? t('schoolGate.review.queueEmpty') : t('schoolGate.review.allPublished')}
            </p>
          ) : (
            <ul className="school-gate__list" data-testid="posting-queue">
              {(all ? loaded.value.queue : loaded.value.queue.slice(0, firstShown)).map((item) => (
                <PostingItem key={item.postingId} organisationId={organisationId} item={item} onDecided={loaded.reload} />
              ))}
            </ul>
          )}
          {!all && loaded.value.queue.length > firstShown && (
            <button type="button" className="button button--secondary button--small school-gate__more" onClick={() => setAll(true)} data-testid="posting-queue-all">
              {t('schoolGate.review.showAll', { count: loaded.value.queue.length })}
            </button>
          )}
          {loaded.value.decided.length > 0 && (
            <>
              <h3 className="school-gate__subtitle">{t('schoolGate.review.decidedTitle')}</h3>
              <ul className="school-gate__list" data-testid="posting-decided">
                {loaded.value.decided.map((item) => (
                  <PostingItem key={item.postingId} organisationId={organisationId} item={item} onDecided={loaded.reload} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}

function PostingItem({ organisationId, item, onDecided }: { organisationId: string; item: QueueItem | DecidedItem; onDecided: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const decided = 'decision' in item ? item : null;
  const id = `posting-${item.postingId}`;

  const send = async (decision: { approve: true } | { reason: string }) => {
    setBusy(true);
    setProblem(null);
    const done = await decidePosting(organisationId, item, decision).catch(() => null);
    setBusy(false);
    if (done?.ok) {
      setDeclining(false);
      setReason('');
      onDecided();
      return;
    }
    setProblem(t(done && !done.ok && done.status === 404 ? 'schoolGate.review.gone' : done && !done.ok && done.status === 400 ? 'schoolGate.review.reasonNeeded' : 'schoolGate.review.decideFailed'));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setProblem(t('schoolGate.review.reasonNeeded'));
    void send({ reason });
  };

  return (
    <li className="school-gate__item" data-testid="posting-item">
      <div className="school-gate__head">
        <p className="school-gate__title">
          <span className="school-gate__kind">{t(`schoolGate.kindOne.${item.kind}`)}</span> <strong>{item.title}</strong>
        </p>
        <p className="muted">
          {item.companyName}
          {item.at && (
            <>
              {' · '}
              <time dateTime={item.at}>{dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(item.at))}</time>
            </>
          )}
        </p>
        {decided && (
          <p className={decided.decision === 'approved' ? 'school-gate__decision' : 'school-gate__decision school-gate__decision--declined'}>
            {t(`schoolGate.review.${decided.decision}`)}
            {decided.reason && <span className="muted"> — {decided.reason}</span>}
          </p>
        )}
      </div>
      {!declining && (
        <div className="school-gate__actions">
          {decided?.decision !== 'approved' && (
            <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => void send({ approve: true })} aria-label={t('schoolGate.review.approveFor', { title: item.title })}>
              {t('schoolGate.review.approve')}
            </button>
          )}
          {decided?.decision !== 'declined' && (
            <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => setDeclining(true)} aria-label={t('schoolGate.review.declineFor', { title: item.title })}>
              {t('schoolGate.review.decline')}
            </button>
          )}
        </div>
      )}
      {declining && (
        <form className="school-gate__decline" onSubmit={submit} aria-label={t('schoolGate.review.declineFor', { title: item.title })}>
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('schoolGate.review.reason')}</label>
            <textarea
              id={`${id}-reason`}
              className="input"
              rows={3}
              maxLength={declineReasonMax}
              value={reason}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${id}-reason-hint ${id}-reason-error` : `${id}-reason-hint`}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <p className="field__hint" id={`${id}-reason-hint`}>
              {t('schoolGate.review.reasonHint')}
            </p>
            {problem && (
              <p className="alert alert--error" role="alert" id={`${id}-reason-error`}>
                {problem}
              </p>
            )}
          </div>
          <div className="school-gate__actions">
            <button type="submit" className="button button--primary button--small" disabled={busy}>
              {busy ? t('schoolGate.review.declining') : t('schoolGate.review.sendDecline')}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => {
                setDeclining(false);
                setProblem(null);
              }}
            >
              {t('schoolGate.cancel')}
            </button>
          </div>
        </form>
      )}
      {problem && !declining && (
        <p className="alert alert--error" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { toast } from '../../../lib/toast.ts';
import type { ChallengeRow } from '../api/author-schema.ts';
import { deleteChallengeDraft, listChallenges } from '../api/employer-challenges.ts';
import { formatPercent } from '../utils/format.ts';
import { LoadStates } from './load-states.tsx';
import { TakenDownBadge } from '../../../components/ui/taken-down-badge.tsx';

import './challenges.css';
import { useOutcome } from '../../../lib/use-outcome.ts';

interface Props {
  organisationId: string;
  nav?: ReactNode;
  createHref: string;
  onEdit: (challengeId: string) => void;
  onDetails: (challengeId: string) => void;
}

/** /dashboard/Challenges: the company's challenges with attempts, completion rate and median score. */
export function EmployerChallengesPage({ organisationId, nav, createHref, onEdit, onDetails }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const state = useOutcome(organisationId, () => listChallenges(organisationId));
  const retry = state.reload;
  const [deleting, setDeleting] = useState<ChallengeRow | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = t('challenges.employer.title');
  }, [t]);
  const confirmDelete = async (row: ChallengeRow) => {
    setBusy(true);
    const done = await deleteChallengeDraft(organisationId, row.uniqueId, `"${row.version}"`).catch(() => null);
    setBusy(false);
    setDeleting(null);
    if (done?.ok) toast.success(t('challenges.employer.deleted', { title: row.title || t('challenges.employer.untitled') }));
    // 409: published meanwhile; 412: a colleague saved it meanwhile. Either way the list shows what is true now.
    else toast.error(t(done?.status === 409 ? 'challenges.employer.deletePublished' : done?.status === 412 ? 'challenges.employer.deleteStale' : 'challenges.employer.deleteFailed'));
    retry();
  };
  return (
    <div className="container page" data-testid="employer-challenges-page">
      <header className="page-header">
        <h1 className="page-title">{t('challenges.employer.title')}</h1>
        <p className="page-lead">{t('challenges.employer.lead')}</p>
      </header>
      {nav}
      <p>
        <Link to={createHref} className="button button--primary" data-testid="employer-challenge-create">
          {t('challenges.employer.create')}
        </Link>
      </p>
      {state.status !== 'ready' ? (
        <LoadStates state={state} onRetry={retry} notFoundKey="challenges.employer.empty" />
      ) : state.value.length === 0 ? (
        <p className="alert alert--info" data-testid="employer-challenges-empty">
          {t('challenges.employer.empty')}
        </p>
      ) : (
        <ul className="challenge-list">
          {state.value.map((row) => (
            <li key={row.uniqueId} className="challenge-card challenge-list__item" data-testid="employer-challenge-row">
              <div>
                <h2 className="challenge-list__title">{row.title || t('challenges.employer.untitled')}</h2>
                <TakenDownBadge takenDown={row.takenDown} />
                <p className="muted">
                  {t(`challenges.statusAuthor.${row.status}`)}
                  {row.hasUnpublishedChanges && <> · {t('challenges.builder.unpublishedChanges')}</>} · {row.track ? trackLabel(t, row.track) : '–'}
                </p>
                <p>
                  {t('challenges.employer.attempts', { count: row.stats.attempts })} ·{' '}
                  {t('challenges.employer.completion', { value: formatPercent(row.stats.completionRate, locale) })} ·{' '}
                  {t('challenges.employer.median', { value: row.stats.medianScore === null ? '–' : formatPercent(row.stats.medianScore, locale) })}
                </p>
              </div>
              <span className="builder-actions">
                <button type="button" className="button button--secondary button--small" onClick={() => onEdit(row.uniqueId)} aria-label={t('challenges.employer.editNamed', { title: row.title })}>
                  {t('challenges.employer.edit')}
                </button>
                <button type="button" className="button button--primary button--small" onClick={() => onDetails(row.uniqueId)} aria-label={t('challenges.employer.detailsNamed', { title: row.title })}>
                  {t('challenges.employer.details')}
                </button>
                {row.contentVersion === 0 && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setDeleting(row)}
                    aria-label={t('challenges.employer.deleteNamed', { title: row.title || t('challenges.employer.untitled') })}
                    data-testid="employer-challenge-delete"
                  >
                    {t('challenges.employer.delete')}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <LazyConfirmDialog
        open={deleting !== null}
        title={t('challenges.employer.deleteTitle')}
        body={t('challenges.employer.deleteBody', { title: deleting?.title || t('challenges.employer.untitled') })}
        cancelLabel={t('challenges.employer.deleteCancel')}
        confirmLabel={t('challenges.employer.deleteConfirm')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        busy={busy}
        testId="employer-challenge-delete-dialog"
      />
    </div>
  );
}

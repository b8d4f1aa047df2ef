import { pipelineLimits } from '@fast-track/shared/jobs/pipeline-limits';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast.ts';
import { useOutcome } from '../../../../lib/use-outcome.ts';
import { BOARD_STAGES, downloadCsv, filterQuery, loadBoard, loadColumnPage, moveApplications, noFilters, type BoardStage, type MoveStage, type PipelineCard, type PipelineFilters } from '../../api/pipeline.ts';
import { withCard, withMoved, withPage } from '../../utils/pipeline-board.ts';
import { LoadFailed } from '../load-failed.tsx';
import { BulkMoveBar } from './bulk-move-bar.tsx';
import { nameOf, PipelineBoardView } from './pipeline-board.tsx';
import { PipelineFilterBar } from './pipeline-filter-bar.tsx';
import { ReviewPanel } from './review-panel.tsx';
import { StageMailsPanel } from './stage-mails-panel.tsx';
import './pipeline.css';

interface Props {
  organisationId: string;
  jobId: string;
  /** What the route adds to an open application's panel (interview scheduling). */
  applicationExtra?: (applicationId: string) => ReactNode;
}

/**
 * A job's applicants as a pipeline (docs/jobs.md § Pipeline): filters, the board, bulk moves of the selected cards,
 * each application's private review, the organisation's stage mails and the CSV export of the filtered list.
 */
export function PipelineSection({ organisationId, jobId, applicationExtra }: Props) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<PipelineFilters>(noFilters);
  const board = useOutcome(`${organisationId}/${jobId}/${filterQuery(filters)}`, () => loadBoard(organisationId, jobId, filters));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [mail, setMail] = useState(true);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<PipelineCard | null>(null);
  const [mailsOpen, setMailsOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((message: string) => setAnnouncement(message), []);
  const stageName = (stage: string) => t(`jobs.stages.${stage}`);

  const changeFilters = (next: PipelineFilters) => {
    setSelected(new Set());
    setFilters(next);
  };

  const move = async (applicationIds: string[], stage: MoveStage, label: string) => {
    if (board.status !== 'ready' || applicationIds.length === 0) return;
    setBusy(true);
    const outcome = await moveApplications(organisationId, jobId, applicationIds, stage, mail).catch(() => null);
    setBusy(false);
    if (!outcome?.ok) {
      toast.error(t('pipeline.moveFailed'));
      announce(t('pipeline.moveFailed'));
      return;
    }
    const { moved, refused } = outcome.value;
    board.set(withMoved(board.value, moved, stage));
    // A card moved alone (dragged, or by keyboard) keeps the focus in its new column: its move button, else its name.
    const [only] = moved;
    if (applicationIds.length === 1 && only) {
      setTimeout(() => {
        const card = document.querySelector(`[data-application="${only}"]`);
        (card?.querySelector<HTMLElement>('[data-testid="pipeline-handle"]') ?? card?.querySelector<HTMLElement>('[data-testid="pipeline-open"]'))?.focus();
      }, 0);
    }
    setSelected((current) => new Set([...current].filter((id) => !moved.includes(id))));
    const message = applicationIds.length === 1 && moved.length === 1 ? t('pipeline.movedOne', { name: label, stage: stageName(stage) }) : t('pipeline.movedMany', { count: moved.length, stage: stageName(stage) });
    announce(refused.length > 0 ? `${message} ${t('pipeline.refused', { count: refused.length })}` : message);
    if (refused.length > 0) toast.error(t('pipeline.refused', { count: refused.length }));
    else if (moved.length > 0) toast.success(message);
  };

  const more = async (stage: BoardStage) => {
    if (board.status !== 'ready') return;
    const after = board.value.columns[stage].next;
    if (!after) return;
    const page = await loadColumnPage(organisationId, jobId, filters, stage, after).catch(() => null);
    if (!page?.ok) return void toast.error(t('pipeline.loadFailed'));
    board.set(withPage(board.value, stage, page.value));
  };

  const exportCsv = async () => {
    const ok = await downloadCsv(organisationId, jobId, filters).catch(() => false);
    if (!ok) toast.error(t('pipeline.exportFailed'));
  };

  const select = (applicationId: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on && next.size < pipelineLimits.bulkMove) next.add(applicationId);
      else next.delete(applicationId);
      return next;
    });
  };

  const selectMany = (applicationIds: string[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of applicationIds) {
        if (!on) next.delete(id);
        else if (next.size < pipelineLimits.bulkMove) next.add(id);
      }
      return next;
    });
  };

  const total = board.status === 'ready' ? Object.values(board.value.counts).reduce((a, b) => a + b, 0) : 0;
  const filtered = Object.values(filters).some(Boolean);

  return (
    <section aria-labelledby="applicants-title" className="pipeline-section">
      <div className="pipeline-section__head">
        <h2 id="applicants-title" className="section-title">
          {t('jobs.details.applicantsTitle')}
        </h2>
        <div className="pipeline-section__tools">
          <button type="button" className="button button--secondary button--small" onClick={() => setMailsOpen(true)} data-testid="pipeline-mails">
            {t('pipeline.mails.open')}
          </button>
          <button type="button" className="button button--secondary button--small" disabled={board.status !== 'ready' || total === 0} onClick={() => void exportCsv()} data-testid="pipeline-export">
            {t('pipeline.export')}
          </button>
        </div>
      </div>
      <PipelineFilterBar filters={filters} universities={board.status === 'ready' ? board.value.universities : []} onChange={changeFilters} />
      <label className="checkbox pipeline-section__mail">
        <input type="checkbox" checked={mail} onChange={(e) => setMail(e.currentTarget.checked)} data-testid="pipeline-mail-toggle" />
        <span>{t('pipeline.mailToggle')}</span>
      </label>
      <p className="visually-hidden" aria-live="assertive" data-testid="pipeline-announcement">
        {announcement}
      </p>
      {selected.size > 0 && (
        <BulkMoveBar
          count={selected.size}
          busy={busy}
          onClear={() => setSelected(new Set())}
          onMove={(stage) => void move([...selected], stage, '')}
        />
      )}
      {board.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
      {board.status === 'failed' && <LoadFailed message={t('jobs.details.failed')} onRetry={board.reload} />}
      {board.status === 'ready' && total === 0 && (
        <p className="muted" data-testid="applicants-empty">
          {filtered ? t('pipeline.noMatch') : t('jobs.details.empty')}
        </p>
      )}
      {board.status === 'ready' && total > 0 && (
        <PipelineBoardView
          board={board.value}
          stages={filters.stage ? [filters.stage as BoardStage] : BOARD_STAGES}
          selected={selected}
          busy={busy}
          onSelect={select}
          onSelectMany={selectMany}
          onMove={(card, to) => void move([card.applicationId], to as MoveStage, nameOf(card, t('jobs.details.unnamed')))}
          onOpen={setOpen}
          onMore={(stage) => void more(stage)}
          announce={announce}
        />
      )}
      <ReviewPanel
        organisationId={organisationId}
        jobId={jobId}
        card={open}
        onClose={() => setOpen(null)}
        extra={applicationExtra}
        onReviewed={(applicationId, change) => board.status === 'ready' && board.set(withCard(board.value, applicationId, change))}
      />
      <StageMailsPanel organisationId={organisationId} open={mailsOpen} onClose={() => setMailsOpen(false)} />
    </section>
  );
}

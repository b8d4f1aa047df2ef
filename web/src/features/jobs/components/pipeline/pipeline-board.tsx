import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { trackLabel } from '../../../../lib/fixed-labels.ts';
import { bandLabel } from '../../../../lib/rank-band.ts';
import { BOARD_STAGES, type BoardStage, type PipelineBoard, type PipelineCard } from '../../api/pipeline.ts';
import { nextTarget, targetsOf, type Lifted } from '../../utils/pipeline-board.ts';

interface Props {
  board: PipelineBoard;
  /** Columns shown (a stage filter shows one). */
  stages: readonly BoardStage[];
  selected: ReadonlySet<string>;
  busy: boolean;
  onSelect: (applicationId: string, on: boolean) => void;
  /** Every card shown in a column at once (a bulk move of a whole column's page). */
  onSelectMany: (applicationIds: string[], on: boolean) => void;
  onMove: (card: PipelineCard, to: BoardStage) => void;
  onOpen: (card: PipelineCard) => void;
  onMore: (stage: BoardStage) => void;
  /** What the screen reader hears: a pick-up, the column it is over, a drop, a cancel. */
  announce: (message: string) => void;
}

export const nameOf = (card: PipelineCard, unnamed: string): string => `${card.firstName} ${card.lastName}`.trim() || unnamed;

/**
 * The board: a column per stage, each a list of cards. A card moves by mouse (drag it onto a column that it may go
 * to) or by keyboard: its move button picks it up (Space or Enter), the arrow keys choose among the columns it may go
 * to, Space or Enter drops it there and Escape puts it back; each step is announced. The columns scroll sideways
 * inside their own region, so a phone's page never does.
 */
export function PipelineBoardView({ board, stages, selected, busy, onSelect, onSelectMany, onMove, onOpen, onMore, announce }: Props) {
  const { t } = useTranslation();
  const [lifted, setLifted] = useState<Lifted | null>(null);
  const [dragged, setDragged] = useState<PipelineCard | null>(null);
  const [over, setOver] = useState<BoardStage | null>(null);
  const stageName = (stage: string) => t(`jobs.stages.${stage}`);
  const unnamed = t('jobs.details.unnamed');

  const handleKey = (event: KeyboardEvent<HTMLButtonElement>, card: PipelineCard) => {
    const name = nameOf(card, unnamed);
    const mine = lifted?.applicationId === card.applicationId ? lifted : null;
    if (!mine) {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      event.preventDefault();
      const targets = targetsOf(board, card.stage);
      if (targets.length === 0) {
        announce(t('pipeline.keyboard.noMoves', { name, stage: stageName(card.stage) }));
        return;
      }
      setLifted({ applicationId: card.applicationId, from: card.stage, targets, index: 0 });
      announce(t('pipeline.keyboard.lifted', { name, stage: stageName(card.stage), target: stageName(targets[0]!) }));
      return;
    }
    if (['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'].includes(event.key)) {
      event.preventDefault();
      const moved = nextTarget(mine, event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : -1);
      setLifted(moved);
      announce(t('pipeline.keyboard.over', { stage: stageName(moved.targets[moved.index]!) }));
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      setLifted(null);
      onMove(card, mine.targets[mine.index]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setLifted(null);
      announce(t('pipeline.keyboard.cancelled', { name, stage: stageName(card.stage) }));
    }
  };

  const allowed = (stage: BoardStage) => dragged !== null && targetsOf(board, dragged.stage).includes(stage);
  const dragOver = (event: DragEvent, stage: BoardStage) => {
    if (!allowed(stage)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (over !== stage) setOver(stage);
  };
  const drop = (event: DragEvent, stage: BoardStage) => {
    event.preventDefault();
    const card = dragged;
    setDragged(null);
    setOver(null);
    if (card && allowed(stage)) onMove(card, stage);
  };
  const liftTarget = lifted ? lifted.targets[lifted.index] : null;

  return (
    <div className="pipeline" role="region" aria-label={t('pipeline.boardLabel')} tabIndex={0} data-testid="pipeline-board">
      <p id="pipeline-move-help" className="visually-hidden">
        {t('pipeline.keyboard.help')}
      </p>
      {BOARD_STAGES.filter((s) => stages.includes(s)).map((stage) => {
        const column = board.columns[stage];
        const headingId = `pipeline-column-${stage}`;
        const target = liftTarget === stage || over === stage;
        const dropHint = dragged !== null && allowed(stage);
        return (
          <section
            key={stage}
            className={`pipeline__column${target ? ' pipeline__column--target' : ''}${dropHint ? ' pipeline__column--droppable' : ''}`}
            aria-labelledby={headingId}
            data-testid={`pipeline-column-${stage}`}
            onDragOver={(e) => dragOver(e, stage)}
            onDragLeave={() => over === stage && setOver(null)}
            onDrop={(e) => drop(e, stage)}
          >
            <h3 id={headingId} className="pipeline__heading">
              <span>{stageName(stage)}</span>
              <span className="pipeline__count" data-testid={`pipeline-count-${stage}`}>
                {board.counts[stage]}
              </span>
            </h3>
            {column.cards.length > 0 && targetsOf(board, stage).length > 0 && (
              <label className="pipeline__select-all">
                <input
                  type="checkbox"
                  checked={column.cards.every((c) => selected.has(c.applicationId))}
                  onChange={(e) => onSelectMany(column.cards.map((c) => c.applicationId), e.currentTarget.checked)}
                  data-testid={`pipeline-select-all-${stage}`}
                />
                <span>{t('pipeline.selectColumn', { stage: stageName(stage) })}</span>
              </label>
            )}
            {column.cards.length === 0 ? (
              <p className="muted pipeline__empty">{t('pipeline.emptyColumn')}</p>
            ) : (
              <ul className="pipeline__cards">
                {column.cards.map((card) => (
                  <Card
                    key={card.applicationId}
                    card={card}
                    name={nameOf(card, unnamed)}
                    selected={selected.has(card.applicationId)}
                    lifted={lifted?.applicationId === card.applicationId}
                    movable={targetsOf(board, card.stage).length > 0 && !busy}
                    onSelect={(on) => onSelect(card.applicationId, on)}
                    onOpen={() => onOpen(card)}
                    onKeyDown={(e) => handleKey(e, card)}
                    onBlur={() => lifted?.applicationId === card.applicationId && setLifted(null)}
                    onDragStart={(e) => {
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', card.applicationId);
                      setDragged(card);
                    }}
                    onDragEnd={() => {
                      setDragged(null);
                      setOver(null);
                    }}
                  />
                ))}
              </ul>
            )}
            {column.next && (
              <button type="button" className="button button--secondary button--small pipeline__more" onClick={() => onMore(stage)} data-testid={`pipeline-more-${stage}`}>
                {t('pipeline.more', { shown: column.cards.length, total: board.counts[stage] })}
              </button>
            )}
          </section>
        );
      })}
    </div>
  );
}

interface CardProps {
  card: PipelineCard;
  name: string;
  selected: boolean;
  lifted: boolean;
  movable: boolean;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onBlur: () => void;
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
}

function Card({ card, name, selected, lifted, movable, onSelect, onOpen, onKeyDown, onBlur, onDragStart, onDragEnd }: CardProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const selectId = `pipeline-select-${card.applicationId}`;
  return (
    <li
      className={`pipeline__card${lifted ? ' pipeline__card--lifted' : ''}${selected ? ' pipeline__card--selected' : ''}`}
      draggable={movable}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      data-testid="pipeline-card"
      data-application={card.applicationId}
    >
      <div className="pipeline__card-head">
        <input id={selectId} type="checkbox" className="pipeline__select" checked={selected} onChange={(e) => onSelect(e.currentTarget.checked)} aria-label={t('pipeline.select', { name })} />
        <button type="button" className="link-button pipeline__name" onClick={onOpen} data-testid="pipeline-open">
          {name}
        </button>
        {movable && (
          <button
            type="button"
            className="icon-button pipeline__handle"
            aria-label={t('pipeline.keyboard.handle', { name })}
            aria-describedby="pipeline-move-help"
            aria-pressed={lifted}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
            data-testid="pipeline-handle"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      <p className="pipeline__meta">{card.university?.name ?? t('jobs.details.noUniversity')}</p>
      {card.tracks.length > 0 && <p className="pipeline__meta">{card.tracks.map((id) => trackLabel(t, id)).join(', ')}</p>}
      <p className="pipeline__facts">
        {card.bestBand && card.bestBand !== 'keepGoing' && <span className="pipeline__chip">{bandLabel(t, card.bestBand, locale)}</span>}
        {card.rating !== null && (
          <span className="pipeline__chip" role="img" aria-label={t('pipeline.rated', { rating: card.rating })}>
            {'★'.repeat(card.rating)}
            <span aria-hidden="true" className="pipeline__unrated">
              {'☆'.repeat(4 - card.rating)}
            </span>
          </span>
        )}
        {card.notes > 0 && <span className="pipeline__chip">{t('pipeline.notesCount', { count: card.notes })}</span>}
        {!card.hasCv && <span className="pipeline__chip pipeline__chip--muted">{t('jobs.details.noCv')}</span>}
      </p>
    </li>
  );
}

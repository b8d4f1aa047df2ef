import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { addCard, listCards, moveCard, STAGES, type SponsorCard } from '../api/sponsors.ts';
import { CardForm, emptyDetails } from './card-form.tsx';
import { CardPanel } from './card-panel.tsx';
import './sponsors.css';

/**
 * The sponsor pipeline of a student organisation (the spec's #CRM, on /so/dashboard): a board with a column per stage
 * — cards move by drag and drop, or with the arrow keys on a focused card — and a list view of the same cards.
 */
export function SponsorBoard({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const loaded = useOutcome(organisationId, () => listCards(organisationId));
  const [view, setView] = useState<'board' | 'list'>('board');
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cards = loaded.status === 'ready' ? loaded.value : [];
  const replace = (card: SponsorCard) => {
    if (loaded.status === 'ready') loaded.set(loaded.value.map((c) => (c.cardId === card.cardId ? card : c)));
  };

  const move = async (card: SponsorCard, stage: string) => {
    if (card.stage === stage) return;
    const moved = await moveCard(organisationId, card.cardId, stage).catch(() => null);
    if (!moved?.ok) return toast.error(t('sponsors.moveFailed'));
    replace(moved.value);
    setAnnouncement(t('sponsors.moved', { name: card.companyName, stage: t(`sponsors.stage.${stage}`) }));
  };
  const onKey = (card: SponsorCard) => (e: KeyboardEvent) => {
    const at = STAGES.indexOf(card.stage as (typeof STAGES)[number]);
    const to = e.key === 'ArrowRight' ? STAGES[at + 1] : e.key === 'ArrowLeft' ? STAGES[at - 1] : undefined;
    if (!to) return;
    e.preventDefault();
    void move(card, to);
  };

  return (
    <section id="CRM" className="sponsors" aria-labelledby="sponsors-title" data-testid="sponsor-board">
      <div className="sponsors__head">
        <h2 id="sponsors-title">{t('sponsors.title')}</h2>
        <div className="sponsors__tools" role="group" aria-label={t('sponsors.view')}>
          <button type="button" className="button button--secondary button--small" aria-pressed={view === 'board'} onClick={() => setView('board')}>
            {t('sponsors.board')}
          </button>
          <button type="button" className="button button--secondary button--small" aria-pressed={view === 'list'} onClick={() => setView('list')} data-testid="sponsors-list-view">
            {t('sponsors.list')}
          </button>
          <button type="button" className="button button--primary button--small" onClick={() => setAdding((a) => !a)} aria-expanded={adding} data-testid="sponsors-add">
            {t('sponsors.add')}
          </button>
        </div>
      </div>
      <p className="muted">{t('sponsors.keyboardHint')}</p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {adding && (
        <CardForm
          idPrefix="sponsor-new"
          initial={emptyDetails()}
          submitLabel={t('sponsors.save')}
          onSubmit={async (details) => {
            const added = await addCard(organisationId, details).catch(() => null);
            if (!added?.ok) return added?.status === 400 ? t('sponsors.form.invalid') : t('sponsors.saveFailed');
            if (loaded.status === 'ready') loaded.set([...loaded.value, added.value]);
            setAdding(false);
            toast.success(t('sponsors.added', { name: added.value.companyName }));
            return null;
          }}
        />
      )}
      {loaded.status === 'loading' && (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {loaded.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <p>{t('sponsors.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={loaded.reload}>
            {t('sponsors.retry')}
          </button>
        </div>
      )}
      {loaded.status === 'ready' && cards.length === 0 && (
        <p className="muted" data-testid="sponsors-empty">
          {t('sponsors.empty')}
        </p>
      )}
      {loaded.status === 'ready' && cards.length > 0 && view === 'board' && (
        <div className="sponsors__board">
          {STAGES.map((stage) => (
            <section
              key={stage}
              className="sponsors__column"
              aria-labelledby={`stage-${stage}`}
              data-testid={`sponsor-stage-${stage}`}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                const card = cards.find((c) => c.cardId === dragged);
                if (card) void move(card, stage);
                setDragged(null);
              }}
            >
              <h3 id={`stage-${stage}`}>
                {t(`sponsors.stage.${stage}`)} <span className="muted">({cards.filter((c) => c.stage === stage).length})</span>
              </h3>
              <ul>
                {cards
                  .filter((c) => c.stage === stage)
                  .map((card) => (
                    <li key={card.cardId}>
                      <button
                        type="button"
                        className="sponsors__card"
                        draggable
                        onDragStart={() => setDragged(card.cardId)}
                        onKeyDown={onKey(card)}
                        onClick={() => setOpen(card.cardId)}
                        aria-describedby="sponsors-keys"
                        data-testid="sponsor-card"
                      >
                        <strong>{card.companyName}</strong>
                        {card.value !== null && <span>{`${card.value} ${card.currency}`}</span>}
                        {card.request.status !== 'none' && <span className="sponsors__badge">{t(`sponsors.request.${card.request.status}`)}</span>}
                      </button>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
          <p id="sponsors-keys" className="visually-hidden">
            {t('sponsors.keys')}
          </p>
        </div>
      )}
      {loaded.status === 'ready' && cards.length > 0 && view === 'list' && (
        <div className="sponsors__table-wrap">
          <table className="sponsors__table" data-testid="sponsors-table">
            <thead>
              <tr>
                <th scope="col">{t('sponsors.form.company')}</th>
                <th scope="col">{t('sponsors.stageLabel')}</th>
                <th scope="col">{t('sponsors.form.contactName')}</th>
                <th scope="col">{t('sponsors.form.value')}</th>
                <th scope="col">{t('sponsors.form.nextStep')}</th>
              </tr>
            </thead>
            <tbody>
              {cards.map((card) => (
                <tr key={card.cardId}>
                  <td>
                    <button type="button" className="link-button" onClick={() => setOpen(card.cardId)}>
                      {card.companyName}
                    </button>
                  </td>
                  <td>{t(`sponsors.stage.${card.stage}`)}</td>
                  <td>{card.contactName}</td>
                  <td>{card.value === null ? '' : `${card.value} ${card.currency}`}</td>
                  <td>{[card.nextStep, card.nextStepDate].filter(Boolean).join(' · ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && cards.some((c) => c.cardId === open) && (
        <CardPanel organisationId={organisationId} card={cards.find((c) => c.cardId === open)!} onChanged={replace} onMove={(card, stage) => void move(card, stage)} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}

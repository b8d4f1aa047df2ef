import { sponsorLimits } from '@fast-track/shared/sponsors/sponsor-limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import { toast } from '../../../lib/toast.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { cardWithActivity, editCard, requestSponsorship, STAGES, type SponsorCard } from '../api/sponsors.ts';
import { CardForm } from './card-form.tsx';

interface Props {
  organisationId: string;
  card: SponsorCard;
  onChanged: (card: SponsorCard) => void;
  onMove: (card: SponsorCard, stage: string) => void;
  onClose: () => void;
}

/** One sponsor card: its stage, details, the sponsorship request (for a company on the platform) and its activity. */
export function CardPanel({ organisationId, card, onChanged, onMove, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const history = useOutcome(`${card.cardId}@${card.stage}/${card.request.status}/${card.nextStep}/${card.notes}`, () => cardWithActivity(organisationId, card.cardId));
  const [message, setMessage] = useState('');
  const { cardId: _id, stage: _stage, request: _request, ...details } = card;

  return (
    <section className="sponsors__panel" aria-labelledby="sponsor-panel-title" data-testid="sponsor-panel">
      <div className="sponsors__head">
        <h3 id="sponsor-panel-title">{card.companyName}</h3>
        <button type="button" className="button button--secondary button--small" onClick={onClose}>
          {t('sponsors.close')}
        </button>
      </div>
      <div className="field">
        <label htmlFor="sponsor-stage">{t('sponsors.stageLabel')}</label>
        <select id="sponsor-stage" className="input" value={card.stage} onChange={(e) => onMove(card, e.currentTarget.value)}>
          {STAGES.map((s) => (
            <option key={s} value={s}>
              {t(`sponsors.stage.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <CardForm
        key={`${card.cardId}-${card.notes}-${card.nextStep}`}
        idPrefix="sponsor-edit"
        initial={details}
        submitLabel={t('sponsors.saveChanges')}
        onSubmit={async (next) => {
          const edited = await editCard(organisationId, card.cardId, next).catch(() => null);
          if (!edited?.ok) return edited?.status === 400 ? t('sponsors.form.invalid') : t('sponsors.saveFailed');
          onChanged(edited.value);
          toast.success(t('sponsors.saved'));
          return null;
        }}
      />
      <h4>{t('sponsors.requestTitle')}</h4>
      {card.request.status !== 'none' && <p data-testid="sponsor-request-status">{t(`sponsors.request.${card.request.status}`)}</p>}
      {card.companyId && card.request.status !== 'pending' && card.request.status !== 'accepted' ? (
        <form
          className="sponsor-form"
          onSubmit={(e) => {
            e.preventDefault();
            void requestSponsorship(organisationId, card.cardId, message).catch(() => null).then((sent) => {
              if (!sent?.ok) return toast.error(t('sponsors.requestFailed'));
              onChanged(sent.value);
              toast.success(t('sponsors.requestSent'));
            });
          }}
        >
          <label htmlFor="sponsor-message">{t('sponsors.requestMessage')}</label>
          <textarea id="sponsor-message" className="input" rows={3} maxLength={sponsorLimits.requestMessageLength} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
          <button type="submit" className="button button--primary" data-testid="sponsor-request-send">
            {t('sponsors.requestSend')}
          </button>
        </form>
      ) : (
        !card.companyId && <p className="muted">{t('sponsors.requestNeedsCompany')}</p>
      )}
      <h4>{t('sponsors.activity')}</h4>
      {history.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
      {history.status === 'failed' && (
        <p className="alert alert--error" role="alert">
          {t('sponsors.loadFailed')}
        </p>
      )}
      {history.status === 'ready' && (
        <ol className="sponsors__timeline" data-testid="sponsor-activity">
          {history.value.activity.map((a, i) => (
            <li key={`${a.at}-${i}`}>
              <span>
                {a.kind === 'moved'
                  ? t('sponsors.event.moved', { from: t(`sponsors.stage.${a.detail['from'] ?? 'prospect'}`), to: t(`sponsors.stage.${a.detail['to'] ?? 'prospect'}`) })
                  : t(`sponsors.event.${a.kind}`)}
              </span>
              <span className="muted">
                {a.by ? `${a.by} · ` : ''}
                {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(a.at))}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';

interface Props {
  company: string;
  busy: boolean;
  onJoin: () => void;
  onCreate: () => void;
}

/** After registration, when a company with the address's domain exists: ask to join it, or start a new one. */
export function MatchStep({ company, busy, onJoin, onCreate }: Props) {
  const { t } = useTranslation();
  return (
    <div data-testid="employer-match">
      <h1>{t('employer.match.title')}</h1>
      <p className="card-page__lead">{t('employer.match.lead', { company })}</p>
      <div className="choice-list">
        <button type="button" className="choice-button" disabled={busy} aria-busy={busy} onClick={onJoin} data-testid="match-join">
          <span className="choice-button__title">{t('employer.match.join', { company })}</span>
          <span className="choice-button__hint">{t('employer.match.joinHint')}</span>
        </button>
        <button type="button" className="choice-button" disabled={busy} onClick={onCreate} data-testid="match-create">
          <span className="choice-button__title">{t('employer.match.create')}</span>
          <span className="choice-button__hint">{t('employer.match.createHint')}</span>
        </button>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** Where an event stands for its host: draft, upcoming (published), past or cancelled. */
export function StatusBadge({ phase }: { phase: 'draft' | 'upcoming' | 'past' | 'cancelled' }) {
  const { t } = useTranslation();
  return (
    <span className={`hosted-badge hosted-badge--${phase}`} data-testid="hosted-event-status">
      {t(`hostedEvents.status.${phase}`)}
    </span>
  );
}

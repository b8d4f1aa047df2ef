import { useTranslation } from 'react-i18next';

/** A list or page that could not be loaded: one message, one retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert--error hosted-events__failed" role="alert" data-testid="hosted-events-load-failed">
      <p>{message}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('hostedEvents.retry')}
      </button>
    </div>
  );
}

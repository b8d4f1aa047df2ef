import { useTranslation } from 'react-i18next';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert--error load-failed" role="alert" data-testid="load-failed">
      <span>{t('employer.loadFailed')}</span>
      <button type="button" className="link-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert--error company-load-error" role="alert" data-testid="company-load-failed">
      <span>{t('company.loadFailed')}</span>
      <button type="button" className="link-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

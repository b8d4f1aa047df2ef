import { useTranslation } from 'react-i18next';

/** Previous / next for a paged list, with "Page 2 of 5" read out when it changes. */
export function Pager({ page, pageSize, total, onPage, testId }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; testId: string }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="directory-pager" aria-label={t('hostDirectory.pager.label')} data-testid={testId}>
      <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('hostDirectory.pager.previous')}
      </button>
      <span aria-live="polite">{t('hostDirectory.pager.status', { page, pages })}</span>
      <button type="button" className="button button--secondary button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('hostDirectory.pager.next')}
      </button>
    </nav>
  );
}

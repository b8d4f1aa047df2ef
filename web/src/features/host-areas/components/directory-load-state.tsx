import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { Loaded } from '../../../lib/use-outcome.ts';

interface Props {
  loaded: Loaded<unknown> & { reload: () => void };
  /** The screen's title and navigation, shown above the error (the page's own heading needs the answer). */
  title: string;
  nav: ReactNode;
  notFound: string;
  error: string;
  errorTestId: string;
}

/**
 * A directory page's loading and failed states: a skeleton while it loads; after a refusal, "not found" for a 404
 * or 400 (no retry: asking again changes nothing), else the error with Try again.
 */
export function DirectoryLoadState({ loaded, title, nav, notFound, error, errorTestId }: Props) {
  const { t } = useTranslation();
  if (loaded.status === 'loading') {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('common.loading')}
        </span>
        <Skeleton className="skeleton--tile" />
      </div>
    );
  }
  if (loaded.status !== 'failed') return null;
  const status = loaded.refusal?.status;
  return (
    <>
      <h1 className="page-title">{title}</h1>
      {nav}
      <div className="alert alert--error" role="alert" data-testid={errorTestId}>
        <p>{status === 404 || status === 400 ? notFound : error}</p>
        {status !== 404 && (
          <button type="button" className="button button--secondary button--small" onClick={loaded.reload}>
            {t('hostAreas.gate.retry')}
          </button>
        )}
      </div>
    </>
  );
}

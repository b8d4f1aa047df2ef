import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import type { Loaded } from '../../../lib/use-outcome.ts';

/** Loading and failure of a challenge screen: a spinner, or one message (not found / failed) with a retry. */
export function LoadStates<T>({ state, onRetry, notFoundKey }: { state: Loaded<T>; onRetry: () => void; notFoundKey: string }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <PageSpinner />;
  if (state.status !== 'failed') return null;
  const notFound = state.refusal?.status === 404;
  return (
    <div className="container page">
      <div className={`alert ${notFound ? 'alert--info' : 'alert--error'}`} role="alert" data-testid="challenge-load-failed">
        <p>{t(notFound ? notFoundKey : 'challenges.loadFailed')}</p>
        {!notFound && (
          <button type="button" className="button button--secondary button--small" onClick={onRetry}>
            {t('challenges.retry')}
          </button>
        )}
      </div>
    </div>
  );
}

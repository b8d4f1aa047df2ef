import { useTranslation } from 'react-i18next';
import type { Loaded } from '../../lib/use-outcome.ts';

/**
 * The loading line and the failure alert with its retry of a section loaded with useOutcome; nothing once ready.
 * `failed`: what could not be loaded, in the reader's words; `testId` marks the failure alert.
 */
export function LoadState({ loaded, failed, reload, testId }: { loaded: Loaded<unknown>; failed: string; reload: () => void; testId?: string }) {
  const { t } = useTranslation();
  if (loaded.status === 'loading') {
    return (
      <p className="muted" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <div className="alert alert--error" role="alert" data-testid={testId}>
        <p>{failed}</p>
        <button type="button" className="button button--secondary button--small" onClick={reload}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return null;
}

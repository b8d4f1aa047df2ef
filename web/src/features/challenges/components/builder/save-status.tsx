import { useTranslation } from 'react-i18next';
import { StaleVersionAlert } from '../../../../components/ui/stale-version-alert.tsx';
import type { SaveState } from './use-autosave.ts';

/** Where the draft is: saved, saving, waiting for a title, refused (with the fields), or overtaken by another save. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation();
  if (state.kind === 'invalid') {
    return (
      <div className="alert alert--error" role="alert" data-testid="builder-save-invalid">
        <p>{t('challenges.builder.save.invalid')}</p>
        <ul>
          {state.fields.slice(0, 6).map((f) => (
            <li key={`${f.path}:${f.message}`}>
              <code>{f.path}</code>: {f.message}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (state.kind === 'conflict') {
    // The builder's draft lives in the page's state: a reload of the page loads the colleague's version.
    return <StaleVersionAlert message={t('challenges.builder.save.conflict')} reloadLabel={t('challenges.builder.save.reload')} onReload={() => window.location.reload()} />;
  }
  if (state.kind === 'failed') {
    return (
      <div className="alert alert--error" role="alert">
        <p>{t('challenges.builder.save.failed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          {t('challenges.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="builder-status muted" role="status" data-testid="builder-save-status" data-state={state.kind}>
      {t(`challenges.builder.save.${state.kind}`)}
    </p>
  );
}

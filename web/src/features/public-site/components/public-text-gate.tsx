import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import type { PublicSiteText } from '../content/types.ts';
import { usePublicText } from './use-public-text.ts';

/** Shows `children` once the public site's words are loaded; a spinner meanwhile, an error with retry on failure. */
export function PublicTextGate({ children, testId }: { children: (text: PublicSiteText) => ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const { state, retry } = usePublicText();
  if (state.status === 'ready') return children(state.text);
  return (
    <div className="container page" data-testid={testId}>
      {state.status === 'failed' ? (
        <div className="alert alert--error" role="alert">
          {/* The page's words could not load: what is said here comes from the shell's language file. */}
          <span>{t('legal.failed')}</span>
          <button type="button" className="link-button" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}

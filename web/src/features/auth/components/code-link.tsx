import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../../../components/ui/card-page.tsx';
import { openCodeLink, type CodeLinkAnswer } from '../api/open-code-link.ts';

/**
 * The link in a code mail (docs/accounts.md "Bounding code guesses"): when too many wrong codes were tried for the
 * address, opening it lets this browser's registration screen (in another tab) enter the code again. The page
 * makes the call, not the opening of the link, so a mail scanner fetching it changes nothing.
 */
export function CodeLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<CodeLinkAnswer | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    document.title = t('auth.codeLink.documentTitle');
  }, [t]);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    openCodeLink(link).then(setAnswer, () => setAnswer({ msg: 'error' }));
  }, [link]);

  return (
    <CardPage testId="code-link">
      <h1>{t('auth.codeLink.title')}</h1>
      {answer === null ? (
        <p role="status">{t('auth.codeLink.working')}</p>
      ) : answer.msg === 'success' ? (
        <div className="alert alert--info" role="status" data-testid="code-link-done">
          <p>{t('auth.codeLink.done')}</p>
        </div>
      ) : (
        <div className="alert alert--error" role="alert" data-testid="code-link-failed">
          <p>{t(`auth.codeLink.${answer.msg === 'error' ? 'failed' : answer.msg}`)}</p>
        </div>
      )}
    </CardPage>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CardPage } from '../../../components/ui/card-page.tsx';
import { paths } from '../../../config/paths.ts';
import { unlockLogin, type UnlockAnswer } from '../api/unlock-login.ts';

/** An admin's door is a hidden address the page does not know: they sign in where they always do. */
const loginOf = { student: paths.login.href(), employer: paths.employerArea.login.href(), 'career-center': paths.careerCenterArea.login.href(), admin: null };

/**
 * The mailed unlock link (docs/accounts.md "Locked out by someone else's guesses"): opening it lifts the login limit
 * of the owner's address once, then points to the login of their audience. The call is made by the page, not by
 * opening the link, so a mail scanner fetching the link does not spend it.
 */
export function UnlockLogin({ uniqueId }: { uniqueId: string }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<UnlockAnswer | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    document.title = t('auth.unlock.documentTitle');
  }, [t]);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    unlockLogin(uniqueId).then(setAnswer, () => setAnswer({ msg: 'error' }));
  }, [uniqueId]);

  const login = answer?.msg === 'success' ? loginOf[answer.audience] : paths.login.href();
  return (
    <CardPage testId="unlock-login">
      <h1>{t('auth.unlock.title')}</h1>
      {answer === null ? (
        <p role="status">{t('auth.unlock.working')}</p>
      ) : answer.msg === 'success' ? (
        <div className="alert alert--info" role="status" data-testid="unlock-done">
          <p>{t('auth.unlock.done')}</p>
        </div>
      ) : (
        <div className="alert alert--error" role="alert" data-testid="unlock-failed">
          <p>{t(`auth.unlock.${answer.msg === 'error' ? 'failed' : answer.msg}`)}</p>
        </div>
      )}
      {answer !== null && login !== null && (
        <p>
          <Link to={login}>{t('auth.unlock.toLogin')}</Link>
        </p>
      )}
    </CardPage>
  );
}

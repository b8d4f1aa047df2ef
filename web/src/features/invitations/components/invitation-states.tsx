import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CardPage } from '../../../components/ui/card-page.tsx';
import { paths } from '../../../config/paths.ts';

/** A link that is wrong, used or expired: say so, and where to go instead. */
export function InvitationInvalid() {
  const { t } = useTranslation();
  return (
    <CardPage testId="invitation-invalid">
      <h1>{t('invitation.invalid.title')}</h1>
      <p className="card-page__lead">{t('invitation.invalid.body')}</p>
      <div className="card-page__actions">
        <Link to={paths.home.href()}>{t('invitation.invalid.home')}</Link>
      </div>
    </CardPage>
  );
}

export function InvitationFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <CardPage testId="invitation-failed">
      <h1>{t('invitation.failed.title')}</h1>
      <p className="alert alert--error" role="alert">
        {t('invitation.failed.body')}
      </p>
      <div className="card-page__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    </CardPage>
  );
}

import { useTranslation } from 'react-i18next';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getPostingSchools, type PostingKind } from '../api/posting-schools.ts';

/**
 * The posting's status per school (issue 26): each career center that reviews first, decided, or does not show it;
 * every other school publishes it at once. A declined posting shows the center's reason.
 */
export function PostingSchools({ organisationId, kind, postingId }: { organisationId: string; kind: PostingKind; postingId: string }) {
  const { t } = useTranslation();
  const loaded = useOutcome(postingId ? `posting-schools:${organisationId}:${kind}:${postingId}` : null, () => getPostingSchools(organisationId, kind, postingId));
  if (!postingId) return null;
  return (
    <section className="container page" aria-labelledby="posting-schools-title" data-testid="posting-schools">
      <h2 id="posting-schools-title">{t('schoolGate.schools.title')}</h2>
      {loaded.status === 'loading' && (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {loaded.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <p>{t('schoolGate.schools.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={loaded.reload}>
            {t('schoolGate.retry')}
          </button>
        </div>
      )}
      {loaded.status === 'ready' && loaded.value.length === 0 && (
        <p className="muted" data-testid="posting-schools-empty">
          {t('schoolGate.schools.allPublish')}
        </p>
      )}
      {loaded.status === 'ready' && loaded.value.length > 0 && (
        <>
          <p className="muted">{t('schoolGate.schools.othersPublish')}</p>
          <ul>
            {loaded.value.map((school) => (
              <li key={school.centerId} data-testid="posting-school">
                <strong>{school.university || school.centerName}</strong>: {t(`schoolGate.schools.status.${school.status}`)}
                {school.reason && (
                  <>
                    {' — '}
                    <q>{school.reason}</q>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

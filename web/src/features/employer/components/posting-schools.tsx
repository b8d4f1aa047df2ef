import { useTranslation } from 'react-i18next';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getPostingSchools, type PostingKind } from '../api/posting-schools.ts';
import { LoadState } from '../../../components/ui/load-state.tsx';

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
      <LoadState loaded={loaded} failed={t('schoolGate.schools.loadFailed')} reload={loaded.reload} />
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

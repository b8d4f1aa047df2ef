import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { answerRequest, listRequests } from '../api/sponsors.ts';
import './sponsors.css';

/** The Employer Hub's side of the sponsor CRM: student organisations' sponsorship requests to this company, to accept or decline. */
export function SponsorshipRequestsPanel({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const loaded = useOutcome(companyId, () => listRequests(companyId));
  const answer = async (cardId: string, accept: boolean) => {
    const done = await answerRequest(companyId, cardId, accept).catch(() => null);
    if (!done?.ok) return toast.error(t('sponsors.answerFailed'));
    toast.success(t(accept ? 'sponsors.acceptedToast' : 'sponsors.declinedToast'));
    loaded.reload();
  };
  return (
    <section className="employer-card sponsors__panel" aria-labelledby="sponsorship-requests-title" data-testid="sponsorship-requests">
      <h2 id="sponsorship-requests-title">{t('sponsors.requestsTitle')}</h2>
      {loaded.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
      {loaded.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <p>{t('sponsors.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={loaded.reload}>
            {t('sponsors.retry')}
          </button>
        </div>
      )}
      {loaded.status === 'ready' && loaded.value.length === 0 && <p className="muted">{t('sponsors.noRequests')}</p>}
      {loaded.status === 'ready' && loaded.value.length > 0 && (
        <ul className="sponsors__timeline">
          {loaded.value.map((r) => (
            <li key={r.cardId} data-testid="sponsorship-request">
              <span>
                <strong>{r.society.name}</strong>
                {r.society.university ? ` · ${r.society.university}` : ''}
                {r.message && <span className="muted"> — {r.message}</span>}
              </span>
              {r.status === 'pending' ? (
                <span className="sponsors__tools">
                  <button type="button" className="button button--primary button--small" onClick={() => void answer(r.cardId, true)} data-testid="sponsorship-accept">
                    {t('sponsors.accept')}
                  </button>
                  <button type="button" className="button button--secondary button--small" onClick={() => void answer(r.cardId, false)}>
                    {t('sponsors.decline')}
                  </button>
                </span>
              ) : (
                <span className="sponsors__badge">{t(`sponsors.request.${r.status}`)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

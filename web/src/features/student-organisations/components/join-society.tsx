import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getSocietyMembership, joinSociety } from '../api/admission.ts';
import './student-organisations.css';

interface Props {
  organisationId: string;
  name: string;
  /** The society's university, to say who may join. */
  university: string | null;
}

/**
 * A student's way into a society, on its page (issue 26): "Join" where a student of its university joins at once,
 * "Ask to join" where officers accept; what the student already is otherwise, and why a student of another
 * university cannot.
 */
export function JoinSociety({ organisationId, name, university }: Props) {
  const { t } = useTranslation();
  const loaded = useOutcome(organisationId, () => getSocietyMembership(organisationId));
  const [busy, setBusy] = useState(false);

  if (loaded.status === 'loading') {
    return (
      <p className="muted join-society" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <div className="join-society alert alert--error" role="alert" data-testid="join-society-error">
        <p>{t('studentOrg.join.error')}</p>
        <button type="button" className="button button--secondary button--small" onClick={loaded.reload}>
          {t('studentOrg.dashboard.retry')}
        </button>
      </div>
    );
  }
  const { admission, status, sameUniversity } = loaded.value;
  const join = async () => {
    setBusy(true);
    const outcome = await joinSociety(organisationId).catch(() => null);
    setBusy(false);
    if (!outcome?.ok) {
      toast.error(t(outcome?.code === 'OTHER_UNIVERSITY' ? 'studentOrg.join.otherUniversity' : 'studentOrg.join.failed', { university: university ?? '' }));
      return loaded.reload();
    }
    toast.success(t(outcome.value === 'member' ? 'studentOrg.join.joined' : 'studentOrg.join.asked', { name }));
    loaded.set({ ...loaded.value, status: outcome.value });
  };

  return (
    <div className="join-society" data-testid="join-society">
      {status === 'member' && <p data-testid="join-society-member">{t('studentOrg.join.member')}</p>}
      {status === 'requested' && <p data-testid="join-society-requested">{t('studentOrg.join.requested')}</p>}
      {status === 'none' && !sameUniversity && (
        <p className="muted" data-testid="join-society-other">
          {t('studentOrg.join.otherUniversity', { university: university ?? '' })}
        </p>
      )}
      {status === 'none' && sameUniversity && (
        <>
          <p className="muted">{t(admission === 'university' ? 'studentOrg.join.openLead' : 'studentOrg.join.requestLead')}</p>
          <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => void join()} data-testid="join-society-button">
            {t(admission === 'university' ? 'studentOrg.join.join' : 'studentOrg.join.ask')}
          </button>
        </>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { admissions, setAdmission, type Admission } from '../api/admission.ts';
import { getOrganisation } from '../api/get-organisation.ts';

interface Props {
  organisationId: string;
  /** Owners and admins choose; other members read the rule. */
  canEdit: boolean;
}

/**
 * How students join the society (issue 26): by request (officers accept them in the join requests below) or at once
 * for a student of its university. Invitations work either way.
 */
export function AdmissionSetting({ organisationId, canEdit }: Props) {
  const { t } = useTranslation();
  const loaded = useOutcome(organisationId, async () => ({ ok: true as const, value: await getOrganisation(organisationId), etag: null }));
  // The officer's pick until saved; null: the saved rule.
  const [picked, setPicked] = useState<Admission | null>(null);
  const [busy, setBusy] = useState(false);

  const university = loaded.status === 'ready' ? (loaded.value.university?.name ?? t('studentOrg.admission.yourUniversity')) : '';
  const saved = loaded.status === 'ready' ? loaded.value.admission : null;
  const chosen = picked ?? saved ?? 'request';

  const save = async () => {
    if (loaded.status !== 'ready') return;
    setBusy(true);
    const outcome = await setAdmission(organisationId, chosen).catch(() => null);
    setBusy(false);
    if (!outcome?.ok) return toast.error(t('studentOrg.admission.failed'));
    toast.success(t('studentOrg.admission.saved'));
    loaded.set({ ...loaded.value, admission: chosen });
    setPicked(null);
  };

  return (
    <section className="so-card admission" aria-labelledby="admission-title" data-testid="admission-setting">
      <h2 id="admission-title">{t('studentOrg.admission.title')}</h2>
      {loaded.status === 'loading' && (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {loaded.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <p>{t('studentOrg.admission.error')}</p>
          <button type="button" className="button button--secondary button--small" onClick={loaded.reload}>
            {t('studentOrg.dashboard.retry')}
          </button>
        </div>
      )}
      {loaded.status === 'ready' && !canEdit && (
        <p data-testid="admission-rule">{t(`studentOrg.admission.${loaded.value.admission}.label`, { university })}</p>
      )}
      {loaded.status === 'ready' && canEdit && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <fieldset className="admission__choices">
            <legend className="muted">{t('studentOrg.admission.lead')}</legend>
            {admissions.map((admission) => (
              <label key={admission} className="admission__choice">
                <input type="radio" name="admission" value={admission} checked={chosen === admission} onChange={() => setPicked(admission)} />
                <span>
                  <strong>{t(`studentOrg.admission.${admission}.label`, { university })}</strong>
                  <span className="muted admission__hint">{t(`studentOrg.admission.${admission}.hint`, { university })}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary button--small" disabled={busy || chosen === saved} data-testid="admission-save">
            {busy ? t('common.loading') : t('studentOrg.admission.save')}
          </button>
        </form>
      )}
    </section>
  );
}

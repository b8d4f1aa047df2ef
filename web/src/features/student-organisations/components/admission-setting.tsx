import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { admissions, setAdmission, type Admission } from '../api/admission.ts';
import { getOrganisation, type StudentOrganisation } from '../api/get-organisation.ts';

interface Props {
  organisationId: string;
  /** Owners and admins choose; other members read the rule. */
  canEdit: boolean;
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; organisation: StudentOrganisation };

/**
 * How students join the society (issue 26): by request (officers accept them in the join requests below) or at once
 * for a student of its university. Invitations work either way.
 */
export function AdmissionSetting({ organisationId, canEdit }: Props) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [chosen, setChosen] = useState<Admission>('request');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    getOrganisation(organisationId)
      .then((organisation) => {
        if (!live) return;
        setLoaded({ status: 'ready', organisation });
        setChosen(organisation.admission);
      })
      .catch(() => live && setLoaded({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [organisationId, round]);

  const university = loaded.status === 'ready' ? (loaded.organisation.university?.name ?? t('studentOrg.admission.yourUniversity')) : '';
  const saved = loaded.status === 'ready' ? loaded.organisation.admission : null;

  const save = async () => {
    if (loaded.status !== 'ready') return;
    setBusy(true);
    const outcome = await setAdmission(organisationId, chosen).catch(() => null);
    setBusy(false);
    if (!outcome?.ok) return toast.error(t('studentOrg.admission.failed'));
    toast.success(t('studentOrg.admission.saved'));
    setLoaded({ status: 'ready', organisation: { ...loaded.organisation, admission: chosen } });
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
          <button type="button" className="button button--secondary button--small" onClick={() => setRound((r) => r + 1)}>
            {t('studentOrg.dashboard.retry')}
          </button>
        </div>
      )}
      {loaded.status === 'ready' && !canEdit && (
        <p data-testid="admission-rule">{t(`studentOrg.admission.${loaded.organisation.admission}.label`, { university })}</p>
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
                <input type="radio" name="admission" value={admission} checked={chosen === admission} onChange={() => setChosen(admission)} />
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

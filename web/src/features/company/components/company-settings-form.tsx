import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleVersionAlert } from '../../../components/ui/stale-version-alert.tsx';
import { toast } from '../../../lib/toast.ts';
import { useStaleVersion } from '../../../lib/use-stale-version.ts';
import { getCompanySettings, saveCompanySettings } from '../api/company-api.ts';
import type { CompanySettings } from '../api/company-schema.ts';
import { LoadError } from './load-error.tsx';
import './company.css';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; settings: CompanySettings; etag: string };

/** Every IANA zone the browser knows, UTC first (supportedValuesOf leaves it out). */
function zones(): string[] {
  try {
    return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')];
  } catch {
    return ['UTC', 'Europe/London', 'Europe/Berlin', 'Europe/Paris', 'Europe/Warsaw', 'Europe/Madrid', 'Europe/Rome'];
  }
}

/**
 * /dashboard/settings, the company's part: the time zone its dashboard shows event times in (and new events start
 * from), and whether its public page is listed. Owners and admins change them; members read them.
 */
export function CompanySettingsForm({ organisationId, canEdit }: { organisationId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [draft, setDraft] = useState<CompanySettings | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const allZones = useMemo(zones, []);

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    setFailure(null);
    getCompanySettings(organisationId).then(
      (outcome) => {
        if (!outcome.ok) return setLoaded({ status: 'failed' });
        setLoaded({ status: 'ready', settings: outcome.value, etag: outcome.etag ?? '"0"' });
        setDraft(outcome.value);
      },
      () => setLoaded({ status: 'failed' }),
    );
  }, [organisationId]);
  useEffect(load, [load]);
  const version = useStaleVersion(load);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loaded.status !== 'ready' || !draft) return;
    setBusy(true);
    setFailure(null);
    try {
      const outcome = await saveCompanySettings(organisationId, draft, loaded.etag);
      if (outcome.ok) {
        setLoaded({ status: 'ready', settings: outcome.value, etag: outcome.etag ?? loaded.etag });
        toast.success(t('company.settings.saved'));
      } else if (!version.caught(outcome)) setFailure(t('company.settings.failed'));
    } catch {
      setFailure(t('company.settings.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="employer-card company-settings" aria-labelledby="company-settings-title" data-testid="company-settings">
      <h2 id="company-settings-title">{t('company.settings.title')}</h2>
      {loaded.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
      {loaded.status === 'failed' && <LoadError onRetry={load} />}
      {loaded.status === 'ready' && draft && (
        <form onSubmit={(e) => void submit(e)} noValidate>
          {version.stale && <StaleVersionAlert message={t('company.settings.stale')} reloadLabel={t('company.editor.reload')} onReload={version.reload} />}
          {failure && (
            <p className="alert alert--error" role="alert">
              {failure}
            </p>
          )}
          <div className="field">
            <label htmlFor="company-timezone">{t('company.settings.timezone')}</label>
            <select
              id="company-timezone"
              className="input"
              value={draft.defaultTimezone}
              disabled={!canEdit}
              aria-describedby="company-timezone-hint"
              onChange={(e) => {
                const value = e.currentTarget.value;
                setDraft((d) => d && { ...d, defaultTimezone: value });
              }}
            >
              {allZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
            <p className="muted" id="company-timezone-hint">
              {t('company.settings.timezoneHint')}
            </p>
          </div>
          <div className="company-settings__toggle">
            <input
              id="company-public"
              type="checkbox"
              checked={draft.publicPage}
              disabled={!canEdit}
              aria-describedby="company-public-hint"
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setDraft((d) => d && { ...d, publicPage: checked });
              }}
            />
            <label htmlFor="company-public">{t('company.settings.publicPage')}</label>
            <p className="muted" id="company-public-hint">
              {t('company.settings.publicPageHint')}
            </p>
          </div>
          {canEdit ? (
            <button type="submit" className="button button--primary button--small" disabled={busy} data-testid="company-settings-save">
              {busy ? t('company.editor.saving') : t('company.settings.save')}
            </button>
          ) : (
            <p className="muted">{t('company.settings.ownersOnly')}</p>
          )}
        </form>
      )}
    </section>
  );
}

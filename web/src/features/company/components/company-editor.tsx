import { companyProfileLimits } from '@fast-track/shared/company-profile-rules';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CompanyFactsFields } from '../../../components/company/company-facts-fields.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { StaleVersionAlert } from '../../../components/ui/stale-version-alert.tsx';
import { toast } from '../../../lib/toast.ts';
import { useStaleVersion } from '../../../lib/use-stale-version.ts';
import { getCompany, saveCompanyProfile } from '../api/company-api.ts';
import type { Company } from '../api/company-schema.ts';
import { checkDraft, draftOf, fieldOfPath, profileOf, type ProfileDraft, type ProfileErrors, type ProfileField } from '../utils/profile-form.ts';
import { ImageField } from './image-field.tsx';
import { LoadError } from './load-error.tsx';
import './company.css';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'missing' } | { status: 'ready'; company: Company; etag: string };

interface Props {
  organisationId: string;
  canEdit: boolean;
  /** Where Cancel and a successful save go (the employer's view of the company page). */
  pageHref: string;
  onSaved: () => void;
}

/**
 * /company/edit/{uniqueId}: the company profile editor (owners and admins). Saves with the ETag it loaded, so an
 * edit made meanwhile by a colleague is never overwritten: the server answers 412 and the editor offers a reload.
 */
export function CompanyEditor({ organisationId, canEdit, pageHref, onSaved }: Props) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    setFailure(null);
    getCompany(organisationId).then(
      (outcome) => {
        if (!outcome.ok) return setLoaded({ status: outcome.status === 404 || outcome.status === 403 ? 'missing' : 'failed' });
        setLoaded({ status: 'ready', company: outcome.value, etag: outcome.etag ?? '"0"' });
        setDraft(draftOf(outcome.value.profile));
        setErrors({});
      },
      () => setLoaded({ status: 'failed' }),
    );
  }, [organisationId]);
  useEffect(load, [load]);
  const version = useStaleVersion(load);

  useEffect(() => {
    document.title = t('company.editor.documentTitle');
  }, [t]);

  if (loaded.status === 'loading' || (loaded.status === 'ready' && !draft)) return <PageSpinner />;
  if (loaded.status === 'failed') return <LoadError onRetry={load} />;
  if (loaded.status === 'missing' || !canEdit) {
    return (
      <p className="alert alert--info" data-testid="company-editor-refused">
        {t('company.editor.ownersOnly')} <Link to={pageHref}>{t('company.editor.back')}</Link>
      </p>
    );
  }
  if (!draft) return null;
  const { company, etag } = loaded;

  const set = <F extends ProfileField>(field: F, value: ProfileDraft[F]) => setDraft((d) => (d ? { ...d, [field]: value } : d));
  const message = (field: ProfileField): string | undefined => {
    const problem = errors[field];
    if (!problem) return undefined;
    return t(`company.editor.errors.${problem}`, {
      max: field === 'tagline' ? companyProfileLimits.tagline : field === 'about' ? companyProfileLimits.about : field === 'locations' ? companyProfileLimits.location : companyProfileLimits.country,
      count: companyProfileLimits.locations,
    });
  };
  const a11y = (field: ProfileField) => ({
    id: `company-${field}`,
    'aria-invalid': errors[field] ? ('true' as const) : undefined,
    'aria-describedby': errors[field] ? `company-${field}-error` : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft, company.profile.logo);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      document.getElementById(`company-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const outcome = await saveCompanyProfile(organisationId, profileOf(draft), etag);
      if (outcome.ok) {
        toast.success(t('company.editor.saved'));
        onSaved();
        return;
      }
      if (version.caught(outcome)) return;
      if (outcome.status === 400 && outcome.fields.length > 0) {
        const fromServer: ProfileErrors = {};
        for (const { path } of outcome.fields) {
          const field = fieldOfPath(path);
          if (field) fromServer[field] = field === 'logo' || field === 'cover' ? 'image' : 'invalid';
        }
        setErrors(fromServer);
        if (Object.keys(fromServer).length === 0) setFailure(t('company.editor.failed'));
      } else setFailure(t(outcome.status === 403 ? 'company.editor.ownersOnly' : 'company.editor.failed'));
    } catch {
      setFailure(t('company.editor.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="company-editor" onSubmit={(e) => void submit(e)} noValidate data-testid="company-editor">
      {version.stale && (
        <StaleVersionAlert message={t('company.editor.stale')} reloadLabel={t('company.editor.reload')} onReload={version.reload} testId="company-editor-stale" />
      )}
      {failure && (
        <p className="alert alert--error" role="alert" data-testid="company-editor-failed">
          {failure}
        </p>
      )}
      <fieldset className="company-editor__group">
        <legend>{t('company.editor.images')}</legend>
        <ImageField kind="logo" value={draft.logo} onChange={(url) => set('logo', url)} error={message('logo')} />
        <ImageField kind="cover" value={draft.cover} onChange={(url) => set('cover', url)} error={message('cover')} />
      </fieldset>

      <fieldset className="company-editor__group">
        <legend>{t('company.editor.about')}</legend>
        <Field
          id="company-tagline"
          label={t('company.editor.tagline')}
          error={message('tagline')}
          value={draft.tagline}
          maxLength={companyProfileLimits.tagline}
          onChange={(e) => set('tagline', e.currentTarget.value)}
        />
        <div className="field">
          <label htmlFor="company-about">{t('company.editor.aboutText')}</label>
          <textarea className="input company-editor__textarea" rows={8} {...a11y('about')} value={draft.about} onChange={(e) => set('about', e.currentTarget.value)} />
          <p className="muted company-editor__count" aria-live="polite">
            {t('company.editor.characters', { count: draft.about.trim().length, max: companyProfileLimits.about })}
          </p>
          <FieldError id="company-about-error" message={message('about')} />
        </div>
      </fieldset>

      <fieldset className="company-editor__group">
        <legend>{t('company.editor.facts')}</legend>
        <div className="company-editor__columns">
          <CompanyFactsFields
            fields={['industry', 'size', 'country', 'website']}
            values={draft}
            labels={{ industry: t('company.page.industry'), size: t('company.page.size'), country: t('company.page.headquarters'), website: t('company.page.website') }}
            errors={{ industry: message('industry'), size: message('size'), country: message('country'), website: message('website') }}
            onChange={(fact, value) => set(fact, value)}
          />
        </div>
      </fieldset>

      <fieldset className="company-editor__group" aria-describedby={errors.locations ? 'company-locations-error' : undefined}>
        <legend>{t('company.page.locations')}</legend>
        <p className="muted">{t('company.editor.locationsHint', { count: companyProfileLimits.locations })}</p>
        <ul className="company-editor__locations" id="company-locations" tabIndex={-1}>
          {draft.locations.map((location, index) => (
            <li key={index}>
              <input
                className="input"
                aria-label={t('company.editor.location', { number: index + 1 })}
                aria-invalid={errors.locations ? 'true' : undefined}
                value={location}
                maxLength={companyProfileLimits.location}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  set('locations', draft.locations.map((l, i) => (i === index ? value : l)));
                }}
                data-testid={`location-${index}`}
              />
              <button type="button" className="link-button" onClick={() => set('locations', draft.locations.filter((_, i) => i !== index))}>
                {t('company.editor.removeLocation', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
        {draft.locations.length < companyProfileLimits.locations && (
          <button type="button" className="button button--secondary button--small" onClick={() => set('locations', [...draft.locations, ''])} data-testid="add-location">
            {t('company.editor.addLocation')}
          </button>
        )}
        <FieldError id="company-locations-error" message={message('locations')} />
      </fieldset>

      <div className="company-editor__actions">
        <button type="submit" className="button button--primary" disabled={busy} data-testid="company-save">
          {busy ? t('company.editor.saving') : t('company.editor.save')}
        </button>
        <Link className="button button--secondary" to={pageHref}>
          {t('company.editor.cancel')}
        </Link>
      </div>
    </form>
  );
}

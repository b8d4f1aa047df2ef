import { companyProfileLimits } from '@fast-track/shared/company-profile-rules';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../ui/field.tsx';
import { FieldError } from '../ui/field-error.tsx';
import { CompanyFactsFields, type CompanyFact } from './company-facts-fields.tsx';
import { checkDraft, editorFields, type CompanyDraft, type CompanyEditorMode, type DraftErrors, type DraftField } from './company-draft.ts';
import { ImageField } from './image-field.tsx';
import './company-editor.css';

/** What a refused save tells the editor: problems by field (from the server's 400), or one message for the form. */
export interface SubmitProblem {
  fields?: DraftErrors;
  failure?: string;
}

interface Props {
  mode: CompanyEditorMode;
  initial: CompanyDraft;
  /** The logo as loaded: a demo company's own site image may stay as it is. */
  originalLogo?: string | null;
  submitLabel: string;
  busyLabel: string;
  /** Sends the checked draft; answers what the server refused, or nothing when it is done (the caller moves on). */
  onSubmit: (draft: CompanyDraft) => Promise<SubmitProblem | undefined>;
  /** Beside the submit button (Cancel). */
  secondary?: ReactNode;
  /** Above the fields (a stale-version alert). */
  notice?: ReactNode;
}

const limitOf: Partial<Record<DraftField, number>> = {
  name: companyProfileLimits.name,
  tagline: companyProfileLimits.tagline,
  about: companyProfileLimits.about,
  locations: companyProfileLimits.location,
  country: companyProfileLimits.country,
};
const facts: readonly CompanyFact[] = ['industry', 'size', 'country', 'website'];

/**
 * The one company editor (issue 24): registration's company step (`create`: the name, images, description and
 * facts) and the profile editor (`edit`: images, tagline, about, facts, offices). It checks the draft with the
 * server's limits before sending and shows the server's refusals on their fields; the caller does the sending.
 */
export function CompanyEditor({ mode, initial, originalLogo = null, submitLabel, busyLabel, onSubmit, secondary, notice }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CompanyDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = new Set(editorFields[mode]);

  const set = <F extends DraftField>(field: F, value: CompanyDraft[F]) => setDraft((d) => ({ ...d, [field]: value }));
  const message = (field: DraftField): string | undefined => {
    const problem = errors[field];
    if (!problem) return undefined;
    if (field === 'name' && problem === 'required') return t('company.editor.errors.name');
    return t(`company.editor.errors.${problem}`, { max: limitOf[field] ?? companyProfileLimits.country, count: companyProfileLimits.locations });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft, mode, originalLogo);
    setErrors(found);
    setFailure(null);
    const first = editorFields[mode].find((field) => found[field]);
    if (first) {
      document.getElementById(`company-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const problem = await onSubmit(draft);
      if (!problem) return;
      setErrors(problem.fields ?? {});
      setFailure(problem.failure ?? null);
      setBusy(false);
    } catch {
      setFailure(t('company.editor.failed'));
      setBusy(false);
    }
  };

  return (
    <form className="company-editor" onSubmit={(e) => void submit(e)} noValidate data-testid="company-editor" data-mode={mode}>
      {notice}
      {failure && (
        <p className="alert alert--error" role="alert" data-testid="company-editor-failed">
          {failure}
        </p>
      )}
      {shown.has('name') && (
        <div className="company-editor__group">
          <Field
            id="company-name"
            label={t('company.editor.name')}
            error={message('name')}
            autoComplete="organization"
            maxLength={companyProfileLimits.name}
            value={draft.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
        </div>
      )}
      <fieldset className="company-editor__group">
        <legend>{t('company.editor.images')}</legend>
        <ImageField kind="logo" value={draft.logo} onChange={(url) => set('logo', url)} error={message('logo')} />
        <ImageField kind="cover" value={draft.cover} onChange={(url) => set('cover', url)} error={message('cover')} />
      </fieldset>

      <fieldset className="company-editor__group">
        <legend>{t('company.editor.about')}</legend>
        {shown.has('tagline') && (
          <Field
            id="company-tagline"
            label={t('company.editor.tagline')}
            error={message('tagline')}
            value={draft.tagline}
            maxLength={companyProfileLimits.tagline}
            onChange={(e) => set('tagline', e.currentTarget.value)}
          />
        )}
        <div className="field">
          <label htmlFor="company-about">{t('company.editor.aboutText')}</label>
          <textarea
            className="input company-editor__textarea"
            rows={mode === 'create' ? 5 : 8}
            id="company-about"
            aria-invalid={errors.about ? 'true' : undefined}
            aria-describedby={`company-about-count${errors.about ? ' company-about-error' : ''}`}
            value={draft.about}
            onChange={(e) => set('about', e.currentTarget.value)}
          />
          <p className="muted company-editor__count" id="company-about-count" aria-live="polite">
            {t('company.editor.characters', { count: draft.about.trim().length, max: companyProfileLimits.about })}
          </p>
          <FieldError id="company-about-error" message={message('about')} />
        </div>
      </fieldset>

      <fieldset className="company-editor__group">
        <legend>{t('company.editor.facts')}</legend>
        <div className="company-editor__columns">
          <CompanyFactsFields
            fields={facts}
            values={draft}
            labels={{ industry: t('company.page.industry'), size: t('company.page.size'), country: t('company.page.headquarters'), website: t('company.page.website') }}
            errors={{ industry: message('industry'), size: message('size'), country: message('country'), website: message('website') }}
            onChange={(fact, value) => set(fact, value)}
          />
        </div>
      </fieldset>

      {shown.has('locations') && (
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
      )}

      <div className="company-editor__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy} data-testid={mode === 'create' ? 'company-submit' : 'company-save'}>
          {busy ? busyLabel : submitLabel}
        </button>
        {secondary}
      </div>
    </form>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CardPage } from '../../../components/ui/card-page.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { COUNTRIES } from '../../../config/countries.ts';
import { paths } from '../../../config/paths.ts';
import { setAppState } from '../../../lib/app-state.ts';
import { countryName } from '../../../lib/country-name.ts';
import { refreshAccount, useAccount } from '../../../lib/use-account.ts';
import { createCompany } from '../api/create-company.ts';
import { COMPANY_SIZES, INDUSTRIES } from '../data/company-options.ts';
import { checkCompany, MAX_COMPANY_NAME, normaliseWebsite, type CompanyDraft, type CompanyErrors, type CompanyField } from '../utils/company-form.ts';
import './employer.css';

const empty: CompanyDraft = { name: '', website: '', industry: '', size: '', country: '', logo: '' };

/** /create/company: the employer's company, 'pending' until an admin approves it. */
export function CompanyForm() {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const account = useAccount();
  const [draft, setDraft] = useState<CompanyDraft>(empty);
  const [errors, setErrors] = useState<CompanyErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = t('employer.company.documentTitle');
  }, [t]);

  const company = account.status === 'ready' ? account.me.memberships.find((m) => m.kind === 'company') : undefined;
  if (account.status === 'loading') return <PageSpinner />;
  if (company && !busy) {
    return (
      <CardPage testId="company-exists">
        <h1>{t('employer.company.title')}</h1>
        <p className="alert alert--info">{t('employer.company.already', { company: company.name })}</p>
        <div className="card-page__actions">
          <Link className="button button--primary" to={paths.employerArea.dashboard.href()}>
            {t('employer.company.toDashboard')}
          </Link>
        </div>
      </CardPage>
    );
  }

  const set = (field: CompanyField) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [field]: value }));
  };
  const message = (field: CompanyField) => {
    const problem = errors[field];
    return problem ? t(`employer.company.errors.${field}.${problem}`, { max: MAX_COMPANY_NAME }) : undefined;
  };
  const a11y = (field: CompanyField) => ({
    id: `company-${field}`,
    'aria-invalid': !!errors[field],
    'aria-describedby': errors[field] ? `company-${field}-error` : undefined,
  });

  const submit = async () => {
    const found = checkCompany(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const logo = draft.logo.trim();
      const outcome = await createCompany({
        name: draft.name.trim(),
        website: normaliseWebsite(draft.website) ?? draft.website.trim(),
        industry: draft.industry,
        size: draft.size,
        country: draft.country,
        ...(logo ? { logo } : {}),
      });
      if (outcome.ok) {
        setAppState({ company: outcome.value.organisationId });
        void navigate(paths.employerArea.chooseRole.href(), { replace: true });
        refreshAccount();
        return;
      }
      setFailure(outcome.status === 409 ? t('employer.company.conflict') : outcome.status === 400 && outcome.detail ? outcome.detail : t('employer.company.failed'));
    } catch {
      setFailure(t('employer.company.failed'));
    }
    setBusy(false);
  };

  return (
    <CardPage wide testId="company-form">
      <ol className="card-page__steps" aria-hidden="true">
        <li data-active="true" />
        <li data-active="true" />
        <li data-active="true" />
      </ol>
      <h1>{t('employer.company.title')}</h1>
      <p className="card-page__lead">{t('employer.company.lead')}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor="company-name">{t('employer.company.name')}</label>
          <input {...a11y('name')} className="input" autoComplete="organization" value={draft.name} onChange={set('name')} />
          <FieldError id="company-name-error" message={message('name')} />
        </div>
        <div className="field">
          <label htmlFor="company-website">{t('employer.company.website')}</label>
          <input {...a11y('website')} className="input" type="url" inputMode="url" autoComplete="url" placeholder="https://" value={draft.website} onChange={set('website')} />
          <FieldError id="company-website-error" message={message('website')} />
        </div>
        <div className="card-page__row">
          <div className="field">
            <label htmlFor="company-industry">{t('employer.company.industry')}</label>
            <select {...a11y('industry')} className="input" value={draft.industry} onChange={set('industry')}>
              <option value="">{t('employer.company.choose')}</option>
              {INDUSTRIES.map(([value, key]) => (
                <option key={value} value={value}>
                  {t(`employer.industries.${key}`)}
                </option>
              ))}
            </select>
            <FieldError id="company-industry-error" message={message('industry')} />
          </div>
          <div className="field">
            <label htmlFor="company-size">{t('employer.company.size')}</label>
            <select {...a11y('size')} className="input" value={draft.size} onChange={set('size')}>
              <option value="">{t('employer.company.choose')}</option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t('employer.company.sizeOption', { size })}
                </option>
              ))}
            </select>
            <FieldError id="company-size-error" message={message('size')} />
          </div>
        </div>
        <div className="field">
          <label htmlFor="company-country">{t('employer.company.country')}</label>
          <select {...a11y('country')} className="input" value={draft.country} onChange={set('country')}>
            <option value="">{t('employer.company.choose')}</option>
            {[...COUNTRIES]
              // A native option can show text only, and an emoji flag is two letters or a box on many machines: names alone.
              .map((c) => ({ value: c.name, label: countryName(c, lng) }))
              .sort((a, b) => a.label.localeCompare(b.label, lng))
              .map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
          </select>
          <FieldError id="company-country-error" message={message('country')} />
        </div>
        <div className="field">
          <label htmlFor="company-logo">
            {t('employer.company.logo')} <span className="muted">({t('employer.company.optional')})</span>
          </label>
          <input {...a11y('logo')} className="input" type="url" inputMode="url" placeholder="https://" value={draft.logo} onChange={set('logo')} />
          <FieldError id="company-logo-error" message={message('logo')} />
        </div>
        {failure && (
          <p className="alert alert--error" role="alert" data-testid="company-failed">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy} data-testid="company-submit">
          {busy ? t('common.loading') : t('employer.company.submit')}
        </button>
      </form>
    </CardPage>
  );
}

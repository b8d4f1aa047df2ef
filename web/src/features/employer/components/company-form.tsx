import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CardPage } from '../../../components/ui/card-page.tsx';
import { CompanyFactsFields } from '../../../components/company/company-facts-fields.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { setAppState } from '../../../lib/app-state.ts';
import { refreshAccount, useAccount } from '../../../lib/use-account.ts';
import { createCompany } from '../api/create-company.ts';
import { checkCompany, MAX_COMPANY_NAME, normaliseWebsite, type CompanyDraft, type CompanyErrors, type CompanyField } from '../utils/company-form.ts';
import './employer.css';

const empty: CompanyDraft = { name: '', website: '', industry: '', size: '', country: '', logo: '' };

/** /create/company: the employer's company, 'pending' until an admin approves it. */
export function CompanyForm() {
  const { t } = useTranslation();
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
  // The facts are the same fields as the company profile editor's (components/company), with this form's words.
  const facts = {
    values: draft,
    labels: { industry: t('employer.company.industry'), size: t('employer.company.size'), country: t('employer.company.country'), website: t('employer.company.website') },
    errors: { industry: message('industry'), size: message('size'), country: message('country'), website: message('website') },
    onChange: (fact: CompanyField, value: string) => setDraft((d) => ({ ...d, [fact]: value })),
  };

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
        <Field id="company-name" label={t('employer.company.name')} error={message('name')} autoComplete="organization" value={draft.name} onChange={set('name')} />
        <CompanyFactsFields fields={['website']} {...facts} />
        <div className="card-page__row">
          <CompanyFactsFields fields={['industry', 'size']} {...facts} />
        </div>
        <CompanyFactsFields fields={['country']} {...facts} />
        <Field
          id="company-logo"
          label={
            <>
              {t('employer.company.logo')} <span className="muted">({t('employer.company.optional')})</span>
            </>
          }
          error={message('logo')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={draft.logo}
          onChange={set('logo')}
        />
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

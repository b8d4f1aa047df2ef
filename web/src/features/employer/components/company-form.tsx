import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CompanyEditor, type SubmitProblem } from '../../../components/company/company-editor.tsx';
import { creationOf, emptyDraft, fieldOfPath, type CompanyDraft, type DraftErrors } from '../../../components/company/company-draft.ts';
import { CardPage } from '../../../components/ui/card-page.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { setAppState } from '../../../lib/app-state.ts';
import { refreshAccount, useAccount } from '../../../lib/use-account.ts';
import { createCompany } from '../api/create-company.ts';
import './employer.css';

/** /create/company: registration's company step, the one company editor in its creating mode; 'pending' until an admin approves it. */
export function CompanyForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useAccount();
  const [created, setCreated] = useState(false);

  useEffect(() => {
    document.title = t('employer.company.documentTitle');
  }, [t]);

  const company = account.status === 'ready' ? account.me.memberships.find((m) => m.kind === 'company') : undefined;
  if (account.status === 'loading') return <PageSpinner />;
  if (company && !created) {
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

  const create = async (draft: CompanyDraft): Promise<SubmitProblem | undefined> => {
    setCreated(true);
    const outcome = await createCompany(creationOf(draft));
    if (outcome.ok) {
      setAppState({ company: outcome.value.organisationId });
      void navigate(paths.employerArea.chooseRole.href(), { replace: true });
      refreshAccount();
      return undefined;
    }
    setCreated(false);
    if (outcome.status === 409) return { failure: t('employer.company.conflict') };
    if (outcome.status === 400 && outcome.fields.length > 0) {
      const fields: DraftErrors = {};
      for (const { path } of outcome.fields) {
        const field = fieldOfPath(path);
        if (field) fields[field] = field === 'logo' || field === 'cover' ? 'image' : 'invalid';
      }
      if (Object.keys(fields).length > 0) return { fields };
    }
    return { failure: t('employer.company.failed') };
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
      <CompanyEditor mode="create" initial={emptyDraft()} submitLabel={t('employer.company.submit')} busyLabel={t('common.loading')} onSubmit={create} />
    </CardPage>
  );
}

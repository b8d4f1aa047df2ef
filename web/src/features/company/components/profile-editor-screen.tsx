import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CompanyEditor, type SubmitProblem } from '../../../components/company/company-editor.tsx';
import { draftOf, fieldOfPath, profileOf, type CompanyDraft, type DraftErrors } from '../../../components/company/company-draft.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { StaleVersionAlert } from '../../../components/ui/stale-version-alert.tsx';
import { toast } from '../../../lib/toast.ts';
import { useStaleVersion } from '../../../lib/use-stale-version.ts';
import { getCompany, saveCompanyProfile } from '../api/company-api.ts';
import type { Company } from '../api/company-schema.ts';
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
 * /company/edit/{uniqueId}: the company editor on the profile (owners and admins). Saves with the ETag it loaded, so
 * an edit made meanwhile by a colleague is never overwritten: the server answers 412 and the screen offers a reload.
 */
export function ProfileEditorScreen({ organisationId, canEdit, pageHref, onSaved }: Props) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    getCompany(organisationId).then(
      (outcome) => {
        if (!outcome.ok) return setLoaded({ status: outcome.status === 404 || outcome.status === 403 ? 'missing' : 'failed' });
        setLoaded({ status: 'ready', company: outcome.value, etag: outcome.etag ?? '"0"' });
      },
      () => setLoaded({ status: 'failed' }),
    );
  }, [organisationId]);
  useEffect(load, [load]);
  const version = useStaleVersion(load);

  useEffect(() => {
    document.title = t('company.editor.documentTitle');
  }, [t]);

  if (loaded.status === 'loading') return <PageSpinner />;
  if (loaded.status === 'failed') return <LoadError onRetry={load} />;
  if (loaded.status === 'missing' || !canEdit) {
    return (
      <p className="alert alert--info" data-testid="company-editor-refused">
        {t('company.editor.ownersOnly')} <Link to={pageHref}>{t('company.editor.back')}</Link>
      </p>
    );
  }
  const { company, etag } = loaded;

  const save = async (draft: CompanyDraft): Promise<SubmitProblem | undefined> => {
    const outcome = await saveCompanyProfile(organisationId, profileOf(draft), etag);
    if (outcome.ok) {
      toast.success(t('company.editor.saved'));
      onSaved();
      return undefined;
    }
    if (version.caught(outcome)) return {};
    if (outcome.status === 400 && outcome.fields.length > 0) {
      const fields: DraftErrors = {};
      for (const { path } of outcome.fields) {
        const field = fieldOfPath(path);
        if (field) fields[field] = field === 'logo' || field === 'cover' ? 'image' : 'invalid';
      }
      return Object.keys(fields).length > 0 ? { fields } : { failure: t('company.editor.failed') };
    }
    return { failure: t(outcome.status === 403 ? 'company.editor.ownersOnly' : 'company.editor.failed') };
  };

  return (
    <CompanyEditor
      // A reload after a stale save starts the form again from what the server holds now.
      key={etag}
      mode="edit"
      initial={draftOf(company.profile, company.name)}
      originalLogo={company.profile.logo}
      submitLabel={t('company.editor.save')}
      busyLabel={t('company.editor.saving')}
      onSubmit={save}
      notice={
        version.stale && <StaleVersionAlert message={t('company.editor.stale')} reloadLabel={t('company.editor.reload')} onReload={version.reload} testId="company-editor-stale" />
      }
      secondary={
        <Link className="button button--secondary" to={pageHref}>
          {t('company.editor.cancel')}
        </Link>
      }
    />
  );
}

import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { createJob } from '../api/employer-jobs.ts';
import type { Job } from '../api/job-schema.ts';
import { emptyDraft } from '../utils/job-form.ts';
import { JobEditor } from './job-editor.tsx';
import './jobs.css';

interface Props {
  organisationId: string;
  /** The area's navigation (the employer's, a student organisation's…). */
  nav?: ReactNode;
  cancelHref: string;
  /** Where to go with the new job. */
  afterSave: (job: Job) => string;
  /** Who the job may be for, by the host's kind; the first is the default (none for companies). */
  visibilityChoices?: readonly string[];
}

/** /create/job: a new job of the organisation. */
export function CreateJobPage({ organisationId, nav, cancelHref, afterSave, visibilityChoices }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    document.title = t('jobs.editor.documentTitleCreate');
  }, [t]);

  return (
    <div className="container page" data-testid="create-job-page">
      <header className="page-header">
        <h1 className="page-title">{t('jobs.editor.createTitle')}</h1>
        <p className="page-lead">{t('jobs.editor.lead')}</p>
      </header>
      {nav}
      <JobEditor
        initial={{ ...emptyDraft(), ...(visibilityChoices?.[0] ? { visibility: visibilityChoices[0] } : {}) }}
        resetKey="new"
        {...(visibilityChoices ? { visibilityChoices } : {})}
        submitLabel={t('jobs.editor.publish')}
        actions={
          <Link to={cancelHref} className="button button--secondary">
            {t('jobs.editor.cancel')}
          </Link>
        }
        onSubmit={async (body) => {
          const outcome = await createJob(organisationId, body);
          if (!outcome.ok) return { ok: false, fields: outcome.fields, message: outcome.status === 400 ? null : t('jobs.editor.failed') };
          toast.success(t('jobs.editor.published'));
          void navigate(afterSave(outcome.value));
          return { ok: true };
        }}
      />
    </div>
  );
}

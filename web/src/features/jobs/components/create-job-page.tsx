import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { createJob, publishDraft, saveDraft } from '../api/employer-jobs.ts';
import type { Job } from '../api/job-schema.ts';
import { emptyDraft } from '../utils/job-form.ts';
import { localInstant } from '../utils/publish-form.ts';
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
        publishing={{ mode: 'now', at: '' }}
        actions={
          <Link to={cancelHref} className="button button--secondary">
            {t('jobs.editor.cancel')}
          </Link>
        }
        onSubmit={async (body, publish) => {
          const mode = publish?.mode ?? 'now';
          // Live now: one call. A draft or a scheduled job is saved as a draft first, then scheduled.
          const outcome = mode === 'now' ? await createJob(organisationId, body) : await saveDraft(organisationId, body);
          if (!outcome.ok) return { ok: false, fields: outcome.fields, message: outcome.status === 400 ? null : t('jobs.editor.failed') };
          if (mode === 'now') {
            toast.success(t('jobs.editor.published'));
            void navigate(afterSave(outcome.value));
            return { ok: true };
          }
          const at = mode === 'schedule' && publish ? localInstant(publish.at) : null;
          if (at) {
            const scheduled = await publishDraft(organisationId, outcome.value.uniqueId, `"${outcome.value.version}"`, at.toISOString());
            // The draft is saved either way; a refused schedule leaves it a draft to schedule from the list.
            if (scheduled.ok) toast.success(t('jobs.publishing.scheduled'));
            else toast.error(t('jobs.publishing.scheduleFailed'));
          } else toast.success(t('jobs.publishing.draftSaved'));
          void navigate(cancelHref);
          return { ok: true };
        }}
      />
    </div>
  );
}

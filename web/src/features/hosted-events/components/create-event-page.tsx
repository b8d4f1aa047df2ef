import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Outcome } from '../../../lib/outcome-request.ts';
import { toast } from '../../../lib/toast.ts';
import { createEvent } from '../api/hosted-events.ts';
import type { HostedEvent } from '../api/hosted-event-schema.ts';
import { emptyDraft, type EventRequestBody } from '../utils/event-form.ts';
import { EventEditor, type SaveAction, type SaveResult } from './event-editor.tsx';

interface Props {
  organisationId: string;
  /** Only an approved organisation publishes; before that its events are drafts. */
  approved: boolean;
  /** The area's navigation (the employer's, a student organisation's…). */
  nav?: ReactNode;
  cancelHref: string;
  /** Where to go with the new event. */
  afterSave: (event: HostedEvent) => string;
  /** Who the event may be for, by the host's kind; the first is the default (none for companies). */
  visibilityChoices?: readonly string[];
}

/** /create/event: a new event of the organisation, saved as a draft or published at once. */
export function CreateEventPage({ organisationId, approved, nav, cancelHref, afterSave, visibilityChoices }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const firstChoice = visibilityChoices?.[0];
  const initial = useMemo(() => ({ ...emptyDraft(), ...(firstChoice ? { visibility: firstChoice } : {}) }), [firstChoice]);

  useEffect(() => {
    document.title = t('hostedEvents.editor.documentTitleCreate');
  }, [t]);

  const save = (publish: boolean) => async (body: EventRequestBody): Promise<SaveResult> => {
    const outcome: Outcome<HostedEvent> = await createEvent(organisationId, body, publish);
    if (!outcome.ok) {
      if (outcome.code === 'COMPANY_NOT_APPROVED') return { ok: false, fields: [], message: t('hostedEvents.editor.notApproved') };
      return { ok: false, fields: outcome.fields, message: outcome.status === 400 ? null : t('hostedEvents.editor.failed') };
    }
    toast.success(t(publish ? 'hostedEvents.editor.published' : 'hostedEvents.editor.drafted'));
    void navigate(afterSave(outcome.value));
    return { ok: true };
  };
  const actions: SaveAction[] = approved
    ? [
        { key: 'draft', label: t('hostedEvents.editor.saveDraft'), run: save(false) },
        { key: 'publish', label: t('hostedEvents.editor.publish'), primary: true, run: save(true) },
      ]
    : [{ key: 'draft', label: t('hostedEvents.editor.saveDraft'), primary: true, run: save(false) }];

  return (
    <div className="container page hosted-events" data-testid="create-event-page">
      <header className="page-header">
        <h1 className="page-title">{t('hostedEvents.editor.createTitle')}</h1>
        <p className="page-lead">{t('hostedEvents.editor.lead')}</p>
      </header>
      {nav}
      {!approved && (
        <p className="alert alert--info" data-testid="event-not-approved">
          {t('hostedEvents.editor.pendingNotice')}
        </p>
      )}
      <EventEditor
        initial={initial}
        resetKey="new"
        actions={actions}
        {...(visibilityChoices ? { visibilityChoices } : {})}
        extra={
          <Link to={cancelHref} className="button button--secondary">
            {t('hostedEvents.editor.cancel')}
          </Link>
        }
      />
    </div>
  );
}

import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { StaleVersionAlert } from '../../../components/ui/stale-version-alert.tsx';
import type { Refusal } from '../../../lib/outcome-request.ts';
import { toast } from '../../../lib/toast.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { useStaleVersion } from '../../../lib/use-stale-version.ts';
import { editEvent, getEvent, publishEvent } from '../api/hosted-events.ts';
import type { HostedEvent } from '../api/hosted-event-schema.ts';
import { fromEvent, type EventRequestBody } from '../utils/event-form.ts';
import { EventEditor, type SaveAction, type SaveResult } from './event-editor.tsx';
import { LoadFailed } from './load-failed.tsx';

interface Props {
  organisationId: string;
  approved: boolean;
  /** The event to edit (client state selectedEvent); null when none was chosen. */
  eventId: string | null;
  nav?: ReactNode;
  listHref: string;
  afterSave: (event: HostedEvent) => string;
  visibilityChoices?: readonly string[];
}

/**
 * /edit/event: the chosen event, loaded with its ETag and saved with If-Match. When a colleague saved in between (412)
 * nothing is overwritten: the host reloads their colleague's version and edits that.
 */
export function EditEventPage({ organisationId, approved, eventId, nav, listHref, afterSave, visibilityChoices }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loaded = useOutcome(eventId && `${organisationId}/${eventId}`, () => getEvent(organisationId, eventId ?? ''));
  const version = useStaleVersion(loaded.reload);

  useEffect(() => {
    document.title = t('hostedEvents.editor.documentTitleEdit');
  }, [t]);

  const refused = (outcome: Refusal): SaveResult => {
    if (version.caught(outcome)) return { ok: false, fields: [], message: t('hostedEvents.editor.staleShort') };
    if (outcome.code === 'EVENT_CANCELLED') return { ok: false, fields: [], message: t('hostedEvents.editor.cancelled') };
    if (outcome.code === 'EVENT_CLOSED') return { ok: false, fields: [], message: t('hostedEvents.editor.closed') };
    if (outcome.code === 'COMPANY_NOT_APPROVED') return { ok: false, fields: [], message: t('hostedEvents.editor.notApproved') };
    return { ok: false, fields: outcome.fields, message: outcome.status === 400 ? null : t('hostedEvents.editor.failed') };
  };

  const body = (() => {
    if (!eventId) {
      return (
        <p className="alert alert--info" data-testid="edit-event-none">
          {t('hostedEvents.editor.noEvent')} <Link to={listHref}>{t('hostedEvents.list.title')}</Link>
        </p>
      );
    }
    if (loaded.status === 'loading') return <PageSpinner />;
    if (loaded.status === 'failed') {
      return <LoadFailed message={loaded.refusal?.status === 404 ? t('hostedEvents.editor.notFound') : t('hostedEvents.editor.loadFailed')} onRetry={loaded.reload} />;
    }
    const event = loaded.value;
    if (event.status === 'cancelled') return <p className="alert alert--info">{t('hostedEvents.editor.cancelled')}</p>;
    const etag = loaded.etag ?? `"${event.version}"`;
    const save = (publish: boolean) => async (request: EventRequestBody): Promise<SaveResult> => {
      const edited = await editEvent(organisationId, event.uniqueId, request, etag);
      if (!edited.ok) return refused(edited);
      let saved = edited.value;
      if (publish) {
        const published = await publishEvent(organisationId, event.uniqueId, edited.etag ?? `"${saved.version}"`);
        if (!published.ok) {
          loaded.set(saved, edited.etag);
          return refused(published);
        }
        saved = published.value;
      }
      toast.success(t(publish ? 'hostedEvents.editor.published' : 'hostedEvents.editor.saved'));
      void navigate(afterSave(saved));
      return { ok: true };
    };
    const actions: SaveAction[] =
      event.status === 'draft' && approved
        ? [
            { key: 'save', label: t('hostedEvents.editor.saveDraft'), run: save(false) },
            { key: 'publish', label: t('hostedEvents.editor.publish'), primary: true, run: save(true) },
          ]
        : [{ key: 'save', label: event.status === 'draft' ? t('hostedEvents.editor.saveDraft') : t('hostedEvents.editor.save'), primary: true, run: save(false) }];
    return (
      <>
        {version.stale && (
          <StaleVersionAlert message={t('hostedEvents.editor.stale')} reloadLabel={t('hostedEvents.editor.reload')} onReload={version.reload} testId="edit-event-stale" />
        )}
        {event.status === 'published' && <p className="alert alert--info">{t('hostedEvents.editor.attendeesTold')}</p>}
        <EventEditor
          initial={fromEvent(event)}
          resetKey={`${event.uniqueId}@${event.version}`}
          actions={actions}
          {...(visibilityChoices ? { visibilityChoices } : {})}
          extra={
            <Link to={listHref} className="button button--secondary">
              {t('hostedEvents.editor.cancel')}
            </Link>
          }
        />
      </>
    );
  })();

  return (
    <div className="container page hosted-events" data-testid="edit-event-page">
      <header className="page-header">
        <h1 className="page-title">{t('hostedEvents.editor.editTitle')}</h1>
      </header>
      {nav}
      {body}
    </div>
  );
}

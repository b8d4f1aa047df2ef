import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { inReaderLanguage } from '../../../components/content-languages/reader-version.ts';
import { toast } from '../../../lib/toast.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { paths } from '../../../config/paths.ts';
import { staleOnJoin, useEventPage } from '../hooks/use-event-page.ts';
import { EventDetail } from './event-detail.tsx';
import { EventDetailSkeleton } from './event-detail-skeleton.tsx';
import { HostNotice, type HostNoticeKind } from './host-notice.tsx';
import './event-detail.css';
import './events.css';

/** react-router keeps the history index in history.state; 0 means this page opened the tab. */
function hasHistory(): boolean {
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' && idx > 0;
}

export function EventPage({ link }: { link: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useEventPage(link);
  const [notice, setNotice] = useState<HostNoticeKind | null>(null);
  const reader = useLocale();

  useEffect(() => {
    if (state.status !== 'ready') return;
    document.title = `${inReaderLanguage(state.event, ['title'] as const, reader).title} · Fast-Track`;
  }, [state, reader]);

  useEffect(() => {
    if (state.status !== 'missing') return;
    toast.error(t('event.fetchFailed'), { id: 'event-fetch-failed' });
    // Spec: go back one page. Opened in a new tab there is no page to go back to, so show the list instead.
    if (hasHistory()) void navigate(-1);
    else void navigate(paths.events.href(), { replace: true });
  }, [state.status, navigate, t]);

  if (state.status === 'ready') {
    // The host changed the event, answered a question or decided this student's request: the page loads again (a new
    // revision starts its parts from the new answer) and says what happened.
    return (
      <>
        {notice && <HostNotice kind={notice} onDismiss={() => setNotice(null)} />}
        <EventDetail
          key={state.revision}
          event={state.event}
          similar={state.similar}
          onHostChange={(change) => {
            if (change !== 'answered' && change !== 'cancelled') setNotice(change);
            state.reload();
          }}
          // Broadcasts sent while the connection was down are missed: the room joined again long after the answer
          // loads the page again, in place and without a notice.
          onJoined={() => {
            if (staleOnJoin(state.loadedAt)) state.reload();
          }}
        />
      </>
    );
  }
  return <EventDetailSkeleton />;
}

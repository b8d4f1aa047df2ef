import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OnlineCount } from '../../components/ui/online-count.tsx';
import { requestFirstEventsPage } from '../../features/events/api/get-events.ts';
import { EventsList } from '../../features/events/components/events-list.tsx';

// The list's first page loads beside the screen's remaining JavaScript, not after its first render.
requestFirstEventsPage();

export default function EventsRoute() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('events.documentTitle');
  }, [t]);

  return (
    <div className="container page">
      <header className="page-header">
        {/* The row keeps the presence chip's height from the start, so its arrival moves nothing. */}
        <div className="events-page__top">
          <p className="eyebrow">{t('events.eyebrow')}</p>
          <OnlineCount />
        </div>
        <h1 id="events-heading" className="page-title">
          {t('events.title')}
        </h1>
        <p className="page-lead">{t('events.lead')}</p>
      </header>
      <EventsList />
    </div>
  );
}

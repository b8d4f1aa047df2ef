import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EventsList } from '../../features/events/components/events-list.tsx';

export default function EventsRoute() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('events.documentTitle');
  }, [t]);

  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">{t('events.eyebrow')}</p>
        <h1 id="events-heading" className="page-title">
          {t('events.title')}
        </h1>
        <p className="page-lead">{t('events.lead')}</p>
      </header>
      <EventsList />
    </div>
  );
}

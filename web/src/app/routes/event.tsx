import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { EventPage } from '../../features/events/components/event-page.tsx';
import { useRecordView } from '../../lib/page-view.ts';

export default function EventRoute() {
  const { link } = useParams();
  useRecordView('event', link ?? '');
  if (!link) return <Navigate to={paths.events.href()} replace />;
  // key: a new link is a new page (fresh loading state, no stale event shown).
  return (
    <div className="container page">
      <EventPage key={link} link={link} />
    </div>
  );
}

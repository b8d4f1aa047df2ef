import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { EventPage } from '../../features/events/components/event-page.tsx';

/** /student/event/{link}: the logged-in student's event page (spec §2 Student area) — the detail with their attendance. */
export default function StudentEventRoute() {
  const { link } = useParams();
  if (!link) return <Navigate to={paths.student.href()} replace />;
  return (
    <div className="container page" data-testid="student-event-page">
      <EventPage key={link} link={link} />
    </div>
  );
}

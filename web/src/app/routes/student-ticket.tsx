import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { TicketPage } from '../../features/events/components/ticket-page.tsx';

/** /student/ticket/{eventId}: an attending student's ticket (issue 26), shown at the event's door. */
export default function StudentTicketRoute() {
  const { eventId } = useParams();
  if (!eventId) return <Navigate to={paths.student.href()} replace />;
  return (
    <div className="container page" data-testid="student-ticket-page">
      <TicketPage key={eventId} eventId={eventId} />
    </div>
  );
}

import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { EventsPage } from '../../features/hosted-events/components/events-page.tsx';
import { setAppState } from '../../lib/app-state.ts';
import { EmployerEventArea } from './employer-event-area.tsx';

export default function EmployerEventsRoute() {
  const navigate = useNavigate();
  return (
    <EmployerEventArea>
      {({ organisationId, nav }) => (
        <EventsPage
          organisationId={organisationId}
          nav={nav}
          createHref={paths.employerArea.createEvent.href()}
          onDetails={(eventId) => {
            setAppState({ selectedEvent: eventId });
            void navigate(paths.employerArea.eventDetails.href());
          }}
          onEdit={(eventId) => {
            setAppState({ selectedEvent: eventId });
            void navigate(paths.employerArea.editEvent.href());
          }}
        />
      )}
    </EmployerEventArea>
  );
}

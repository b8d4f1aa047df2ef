import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { PostingSchools } from '../../features/employer/components/posting-schools.tsx';
import { EventDetailsPage } from '../../features/hosted-events/components/event-details-page.tsx';
import { setAppState, useAppState } from '../../lib/app-state.ts';
import { EmployerEventArea } from './employer-event-area.tsx';

/** Spec: /dashboard/events/details shows client state selectedEvent, chosen in /dashboard/events. */
export default function EmployerEventDetailsRoute() {
  const navigate = useNavigate();
  const { selectedEvent } = useAppState();
  return (
    <EmployerEventArea>
      {({ organisationId, approved, nav }) => (
        <>
          <EventDetailsPage
            organisationId={organisationId}
            approved={approved}
            eventId={selectedEvent}
            nav={nav}
            listHref={paths.employerArea.events.href()}
            publicHref={(link) => paths.event.href(link)}
            onEdit={(eventId) => {
              setAppState({ selectedEvent: eventId });
              void navigate(paths.employerArea.editEvent.href());
            }}
          />
          <PostingSchools organisationId={organisationId} kind="event" postingId={selectedEvent ?? ''} />
        </>
      )}
    </EmployerEventArea>
  );
}

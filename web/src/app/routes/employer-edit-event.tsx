import { paths } from '../../config/paths.ts';
import { EditEventPage } from '../../features/hosted-events/components/edit-event-page.tsx';
import { setAppState, useAppState } from '../../lib/app-state.ts';
import { EmployerEventArea } from './employer-event-area.tsx';

/** Spec: /edit/event edits client state selectedEvent (employer login required). */
export default function EmployerEditEventRoute() {
  const { selectedEvent } = useAppState();
  return (
    <EmployerEventArea>
      {({ organisationId, approved, nav }) => (
        <EditEventPage
          organisationId={organisationId}
          approved={approved}
          eventId={selectedEvent}
          nav={nav}
          listHref={paths.employerArea.events.href()}
          afterSave={(event) => {
            setAppState({ selectedEvent: event.uniqueId });
            return paths.employerArea.eventDetails.href();
          }}
        />
      )}
    </EmployerEventArea>
  );
}

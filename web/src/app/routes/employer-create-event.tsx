import { paths } from '../../config/paths.ts';
import { CreateEventPage } from '../../features/hosted-events/components/create-event-page.tsx';
import { setAppState } from '../../lib/app-state.ts';
import { EmployerEventArea } from './employer-event-area.tsx';

export default function EmployerCreateEventRoute() {
  return (
    <EmployerEventArea>
      {({ organisationId, approved, nav }) => (
        <CreateEventPage
          organisationId={organisationId}
          approved={approved}
          nav={nav}
          cancelHref={paths.employerArea.events.href()}
          afterSave={(event) => {
            setAppState({ selectedEvent: event.uniqueId });
            return paths.employerArea.eventDetails.href();
          }}
        />
      )}
    </EmployerEventArea>
  );
}

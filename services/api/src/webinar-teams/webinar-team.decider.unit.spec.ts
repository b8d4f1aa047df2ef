import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, it } from 'vitest';
import { RegistrationNotFoundError, TeamLimitError, WebinarClosedError, WebinarNotFoundError, webinarTeamDecider, type WebinarTeamCommand } from './webinar-team.decider.ts';
import type { WebinarTeamEvent } from './webinar-team.ts';

const spec = deciderSpec(webinarTeamDecider);
const organisationId = 'c0000000-0000-4000-8000-000000000001';
const eventId = 'e0000000-0000-4000-8000-000000000001';
const now = '2026-11-23T05:00:00.000Z';
const id = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const register = (n: number, webinar: 'open' | 'closed' | 'unknown' = 'open'): WebinarTeamCommand => ({
  type: 'RegisterTeamMember',
  data: { organisationId, eventId, registrationId: id(n), webinar, by: 'u1', now },
});
const registered = (n: number): WebinarTeamEvent => ({ type: 'WebinarTeamMemberRegistered', data: { organisationId, eventId, registrationId: id(n), by: 'u1', at: now } });
const cancel = (n: number): WebinarTeamCommand => ({ type: 'CancelTeamRegistration', data: { organisationId, eventId, registrationId: id(n), reason: 'cancelled', by: 'u2', now } });

describe('webinar team decider', () => {
  it('registers on an open webinar only', () => {
    spec.given([]).when(register(1)).then([registered(1)]);
    spec.given([]).when(register(1, 'closed')).thenThrows(WebinarClosedError);
    spec.given([]).when(register(1, 'unknown')).thenThrows(WebinarNotFoundError);
  });

  it('holds ten people of one team per webinar; a cancelled place is free again', () => {
    const ten = Array.from({ length: 10 }, (_, i) => registered(i + 1));
    spec.given(ten).when(register(11)).thenThrows(TeamLimitError);
    spec.given([...ten, { type: 'WebinarTeamRegistrationCancelled', data: { organisationId, eventId, registrationId: id(3), reason: 'cancelled', by: 'u2', at: now } }])
      .when(register(11))
      .then([registered(11)]);
  });

  it('cancels a standing registration once', () => {
    const cancelled: WebinarTeamEvent = { type: 'WebinarTeamRegistrationCancelled', data: { organisationId, eventId, registrationId: id(1), reason: 'cancelled', by: 'u2', at: now } };
    spec.given([registered(1)]).when(cancel(1)).then([cancelled]);
    spec.given([registered(1), cancelled]).when(cancel(1)).thenThrows(RegistrationNotFoundError);
    spec.given([]).when(cancel(2)).thenThrows(RegistrationNotFoundError);
  });
});

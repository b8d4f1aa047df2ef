import { ConflictError, NotFoundError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { evolveWebinarTeam, initialWebinarTeamState, teamLimitPerWebinar, type WebinarTeamEvent, type WebinarTeamState } from './webinar-team.ts';

export class WebinarNotFoundError extends NotFoundError {
  override readonly code = 'WEBINAR_NOT_FOUND';
}
export class WebinarClosedError extends ConflictError {
  override readonly code = 'WEBINAR_CLOSED';
}
export class TeamLimitError extends ConflictError {
  override readonly code = 'TEAM_LIMIT';
}
export class RegistrationNotFoundError extends NotFoundError {
  override readonly code = 'REGISTRATION_NOT_FOUND';
}

type Base = { organisationId: string; eventId: string; registrationId: string; by: string; now: string };
/** `webinar`: what the route found for the event — an upcoming webinar, one that started or was cancelled, or none. */
export type RegisterTeamMember = DomainCommand<'RegisterTeamMember', Base & { webinar: 'open' | 'closed' | 'unknown' }>;
export type CancelTeamRegistration = DomainCommand<'CancelTeamRegistration', Base & { reason: 'cancelled' | 'account-deleted' }>;
export type WebinarTeamCommand = RegisterTeamMember | CancelTeamRegistration;

export const webinarTeamDecider: Decider<WebinarTeamState, WebinarTeamCommand, WebinarTeamEvent> = {
  initialState: initialWebinarTeamState,
  evolve: evolveWebinarTeam,
  decide(command, state) {
    const { organisationId, eventId, registrationId, by, now: at } = command.data;
    switch (command.type) {
      case 'RegisterTeamMember':
        if (command.data.webinar === 'unknown') throw new WebinarNotFoundError('No such upcoming webinar.');
        if (command.data.webinar === 'closed') throw new WebinarClosedError('This webinar has started, ended or was cancelled.');
        if (state.active.includes(registrationId)) throw new ConflictError('This registration id is taken.');
        if (state.active.length >= teamLimitPerWebinar) throw new TeamLimitError(`At most ${teamLimitPerWebinar} people of one team per webinar.`);
        return [{ type: 'WebinarTeamMemberRegistered', data: { registrationId, organisationId, eventId, by, at } }];
      case 'CancelTeamRegistration':
        if (!state.active.includes(registrationId)) throw new RegistrationNotFoundError('No such registration of this team.');
        return [{ type: 'WebinarTeamRegistrationCancelled', data: { registrationId, organisationId, eventId, reason: command.data.reason, by, at } }];
    }
  },
};

import type { DomainEvent } from '@fast-track/shared/event-store/types';

// Career center staff register members of their team for an upcoming webinar (issue 13, spec §1 "career centers get
// a marketing toolkit and webinars"). One stream per career center and webinar (`webinar-team-<org>-<event>`), so
// the per-webinar limit is decided on one stream. The facts carry ids only: the team member's name and address are
// kept beside the log (webinar_team_contacts) so that cancelling and account deletion can erase them.

/** How many people one career center may register for one webinar. */
export const teamLimitPerWebinar = 10;

export type WebinarTeamMemberRegistered = DomainEvent<
  'WebinarTeamMemberRegistered',
  { registrationId: string; organisationId: string; eventId: string; by: string; at: string }
>;
export type WebinarTeamRegistrationCancelled = DomainEvent<
  'WebinarTeamRegistrationCancelled',
  { registrationId: string; organisationId: string; eventId: string; reason: 'cancelled' | 'account-deleted'; by: string; at: string }
>;
export type WebinarTeamEvent = WebinarTeamMemberRegistered | WebinarTeamRegistrationCancelled;

/** The registrations that stand, by id. */
export interface WebinarTeamState {
  active: readonly string[];
}

export const initialWebinarTeamState = (): WebinarTeamState => ({ active: [] });

export function evolveWebinarTeam(state: WebinarTeamState, event: WebinarTeamEvent): WebinarTeamState {
  switch (event.type) {
    case 'WebinarTeamMemberRegistered':
      return { active: [...state.active, event.data.registrationId] };
    case 'WebinarTeamRegistrationCancelled':
      return { active: state.active.filter((id) => id !== event.data.registrationId) };
  }
}

export const webinarTeamStreamId = (organisationId: string, eventId: string): string => `webinar-team-${organisationId}-${eventId}`;

import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';

// Career center staff register their team for upcoming webinars (docs/host-areas.md).

const webinarSchema = z.object({
  eventId: z.string(),
  link: z.string(),
  title: z.string(),
  host: z.string(),
  img: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type Webinar = z.infer<typeof webinarSchema>;

const registrationSchema = z.object({ registrationId: z.string(), eventId: z.string(), name: z.string(), email: z.string(), registeredAt: z.string() });
export type TeamRegistration = z.infer<typeof registrationSchema>;

const overviewSchema = z.object({ webinars: z.array(webinarSchema), registrations: z.array(registrationSchema), limitPerWebinar: z.number() });
export type WebinarOverview = z.infer<typeof overviewSchema>;

const base = (organisationId: string) => `api/organisations/${encodeURIComponent(organisationId)}/webinars`;

export const getWebinarOverview = (organisationId: string): Promise<Outcome<WebinarOverview>> => outcomeRequest('get', base(organisationId), (b) => overviewSchema.parse(b));

export const registerTeamMember = (organisationId: string, eventId: string, member: { name: string; email: string }) =>
  outcomeRequest('post', `${base(organisationId)}/${encodeURIComponent(eventId)}/registrations`, () => true as const, { json: member });

export const cancelTeamRegistration = (organisationId: string, registrationId: string) =>
  outcomeRequest('post', `${base(organisationId)}/registrations/${encodeURIComponent(registrationId)}/cancel`, () => true as const, { json: {} });

import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';

// A student organisation's sponsor pipeline and the Employer Hub's sponsorship requests (docs/host-areas.md).

export const STAGES = ['prospect', 'contacted', 'negotiating', 'sponsor', 'renewed', 'lost'] as const;
export { sponsorCurrencies as CURRENCIES } from '@fast-track/shared/sponsors/sponsor-limits';

const cardSchema = z.object({
  cardId: z.string(),
  stage: z.string(),
  companyName: z.string(),
  companyId: z.nullable(z.string()),
  contactName: z.string(),
  contactEmail: z.string(),
  value: z.nullable(z.number()),
  currency: z.string(),
  notes: z.string(),
  nextStep: z.string(),
  nextStepDate: z.nullable(z.string()),
  request: z.object({ status: z.string(), message: z.nullable(z.string()), requestedAt: z.nullable(z.string()) }),
});
export type SponsorCard = z.infer<typeof cardSchema>;
export type CardDetails = Omit<SponsorCard, 'cardId' | 'stage' | 'request'>;

const activitySchema = z.object({ kind: z.string(), at: z.string(), by: z.string(), detail: z.record(z.string(), z.string()) });
export type Activity = z.infer<typeof activitySchema>;

const base = (organisationId: string) => `api/organisations/${encodeURIComponent(organisationId)}/sponsors`;
const one = (organisationId: string, cardId: string) => `${base(organisationId)}/${encodeURIComponent(cardId)}`;
const cardAnswer = (b: unknown) => z.object({ card: cardSchema }).parse(b).card;

export const listCards = (organisationId: string): Promise<Outcome<SponsorCard[]>> =>
  outcomeRequest('get', base(organisationId), (b) => z.object({ cards: z.array(cardSchema) }).parse(b).cards);
export const addCard = (organisationId: string, details: CardDetails) => outcomeRequest('post', base(organisationId), cardAnswer, { json: details });
export const editCard = (organisationId: string, cardId: string, details: CardDetails) => outcomeRequest('post', `${one(organisationId, cardId)}/edit`, cardAnswer, { json: details });
export const moveCard = (organisationId: string, cardId: string, stage: string) => outcomeRequest('post', `${one(organisationId, cardId)}/move`, cardAnswer, { json: { stage } });
export const requestSponsorship = (organisationId: string, cardId: string, message: string) =>
  outcomeRequest('post', `${one(organisationId, cardId)}/request`, cardAnswer, { json: { message } });
export const cardWithActivity = (organisationId: string, cardId: string) =>
  outcomeRequest('get', one(organisationId, cardId), (b) => z.object({ card: cardSchema, activity: z.array(activitySchema) }).parse(b));

/** Companies on the platform, to link a card to one (GET /api/companies/search). */
const companySchema = z.object({ organisationId: z.string(), name: z.string() });
export const searchCompanies = (q: string) =>
  outcomeRequest('get', `api/companies/search?q=${encodeURIComponent(q)}`, (b) => z.object({ companies: z.array(companySchema) }).parse(b).companies);

// ── The Employer Hub's side
const requestSchema = z.object({
  cardId: z.string(),
  status: z.string(),
  message: z.string(),
  requestedAt: z.string(),
  society: z.object({ name: z.string(), university: z.nullable(z.string()), logo: z.nullable(z.string()) }),
});
export type SponsorshipRequest = z.infer<typeof requestSchema>;
export const listRequests = (companyId: string) =>
  outcomeRequest('get', `api/organisations/${encodeURIComponent(companyId)}/sponsorship-requests`, (b) => z.object({ requests: z.array(requestSchema) }).parse(b).requests);
export const answerRequest = (companyId: string, cardId: string, accept: boolean) =>
  outcomeRequest('post', `api/organisations/${encodeURIComponent(companyId)}/sponsorship-requests/${encodeURIComponent(cardId)}/answer`, () => true as const, { json: { accept } });

import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';

// What a career center lets through to its students (docs/host-areas.md "Posting approval and employer relationships").

export const postingKinds = ['job', 'event', 'challenge'] as const;
export type PostingKind = (typeof postingKinds)[number];
export type PostingMode = 'publish' | 'review';
export const relationshipStatuses = ['partner', 'neutral', 'blocked'] as const;
export type RelationshipStatus = (typeof relationshipStatuses)[number];
/** The server's limits (career-centers/school-gate.ts), counted in characters. */
export const declineReasonMax = 1000;
export const notesMax = 5000;
export const contactsMax = 2000;

const kind = z.enum(postingKinds);
const mode = z.enum(['publish', 'review']);
const modesSchema = z.object({ job: mode, event: mode, challenge: mode });
export type Modes = z.infer<typeof modesSchema>;

const itemSchema = z.object({ kind, postingId: z.string(), title: z.string(), companyId: z.string(), companyName: z.string(), at: z.nullable(z.string()) });
export type QueueItem = z.infer<typeof itemSchema>;
const decidedSchema = z.object({
  ...itemSchema.shape,
  decision: z.enum(['approved', 'declined']),
  reason: z.nullable(z.string()),
  decidedAt: z.string(),
  decidedBy: z.string(),
});
export type DecidedItem = z.infer<typeof decidedSchema>;
const reviewSchema = z.object({ modes: modesSchema, queue: z.array(itemSchema), decided: z.array(decidedSchema) });
export type PostingReview = z.infer<typeof reviewSchema>;

const relationshipSchema = z.object({
  status: z.enum(relationshipStatuses),
  notes: z.string(),
  contacts: z.string(),
  updatedAt: z.nullable(z.string()),
  updatedBy: z.nullable(z.string()),
});
export type Relationship = z.infer<typeof relationshipSchema>;

const org = (organisationId: string) => `api/organisations/${encodeURIComponent(organisationId)}`;

export const getPostingReview = (organisationId: string): Promise<Outcome<PostingReview>> =>
  outcomeRequest('get', `${org(organisationId)}/posting-review`, (b) => reviewSchema.parse(b));

export const setPostingMode = (organisationId: string, postingKind: PostingKind, value: PostingMode): Promise<Outcome<Modes>> =>
  outcomeRequest('put', `${org(organisationId)}/posting-review/modes/${postingKind}`, (b) => z.object({ modes: modesSchema }).parse(b).modes, { json: { mode: value } });

export const decidePosting = (organisationId: string, item: { kind: PostingKind; postingId: string }, decision: { approve: true } | { reason: string }) =>
  outcomeRequest(
    'post',
    `${org(organisationId)}/posting-review/${item.kind}/${encodeURIComponent(item.postingId)}/${'approve' in decision ? 'approve' : 'decline'}`,
    () => true as const,
    { json: 'approve' in decision ? {} : { reason: decision.reason } },
  );

const relationshipPath = (organisationId: string, link: string) => `${org(organisationId)}/employers/${encodeURIComponent(link)}/relationship`;

export const getRelationship = (organisationId: string, link: string): Promise<Outcome<Relationship>> =>
  outcomeRequest('get', relationshipPath(organisationId, link), (b) => z.object({ relationship: relationshipSchema }).parse(b).relationship);

export const saveRelationship = (organisationId: string, link: string, value: { status: RelationshipStatus; notes: string; contacts: string }): Promise<Outcome<Relationship>> =>
  outcomeRequest('put', relationshipPath(organisationId, link), (b) => z.object({ relationship: relationshipSchema }).parse(b).relationship, { json: value });

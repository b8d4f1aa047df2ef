import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';

// The employer's own posting at each school that does not simply publish it (docs/host-areas.md "Posting approval").

export type PostingKind = 'job' | 'event' | 'challenge';

const schoolSchema = z.object({
  centerId: z.string(),
  centerName: z.string(),
  university: z.string(),
  status: z.enum(['approved', 'declined', 'pending', 'not-shown']),
  reason: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
});
export type PostingAtSchool = z.infer<typeof schoolSchema>;

export const getPostingSchools = (organisationId: string, kind: PostingKind, postingId: string): Promise<Outcome<PostingAtSchool[]>> =>
  outcomeRequest(
    'get',
    `api/organisations/${encodeURIComponent(organisationId)}/postings/${kind}/${encodeURIComponent(postingId)}/schools`,
    (b) => z.object({ schools: z.array(schoolSchema) }).parse(b).schools,
  );

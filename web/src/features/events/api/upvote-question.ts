import * as z from 'zod/mini';
import { postForAnswer } from '../../../lib/http.ts';

export interface UpvoteInput {
  eventId: string;
  questionId: string;
  /** Sent as the spec's payload asks; the server takes the acting user from the token. */
  userId: string;
  /** The state the user wants: true = upvoted. */
  upvoted: boolean;
}

export type UpvoteResult = { kind: 'saved'; upvotes: string[] } | { kind: 'unauthorized' };

const successSchema = z.object({ msg: z.literal('success'), upvotes: z.array(z.string()) });

/** `POST /api/event/upvote` → the question's upvotes after the change. Any other answer rejects. */
export async function upvoteQuestion(input: UpvoteInput): Promise<UpvoteResult> {
  const { status, body } = await postForAnswer('api/event/upvote', {
    questionId: input.questionId,
    userId: input.userId,
    upvoted: input.upvoted,
    eventId: input.eventId,
  });
  if (status === 401) return { kind: 'unauthorized' };
  const parsed = successSchema.safeParse(body);
  if (status >= 200 && status < 300 && parsed.success) return { kind: 'saved', upvotes: parsed.data.upvotes };
  throw new Error(`event/upvote: ${status} ${typeof body['msg'] === 'string' ? body['msg'] : ''}`.trim());
}

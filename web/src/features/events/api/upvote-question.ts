import { postForAnswer } from '../../../lib/http.ts';
import { optionalTexts } from '../../../lib/lenient.ts';

export interface UpvoteInput {
  eventId: string;
  questionId: string;
  /** Sent as the spec's payload asks; the server takes the acting user from the token. */
  userId: string;
  /** The state the user wants: true = upvoted. */
  upvoted: boolean;
}

export type UpvoteResult = { kind: 'saved'; upvotes: string[] } | { kind: 'unauthorized' };

/** `POST /api/event/upvote` → the question's upvotes after the change. Any other answer rejects. */
export async function upvoteQuestion(input: UpvoteInput): Promise<UpvoteResult> {
  const { status, body } = await postForAnswer('api/event/upvote', {
    questionId: input.questionId,
    userId: input.userId,
    upvoted: input.upvoted,
    eventId: input.eventId,
  });
  if (status === 401) return { kind: 'unauthorized' };
  const upvotes = body['msg'] === 'success' ? optionalTexts(body['upvotes']) : undefined;
  if (status >= 200 && status < 300 && upvotes) return { kind: 'saved', upvotes };
  throw new Error(`event/upvote: ${status} ${typeof body['msg'] === 'string' ? body['msg'] : ''}`.trim());
}

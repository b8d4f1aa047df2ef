import { postForAnswer } from '../../../lib/http.ts';
import { readQuestion, type EventQuestion } from './event-schema.ts';

export type PostQuestionResult =
  | { kind: 'posted'; question: EventQuestion }
  | { kind: 'invalid'; message: string }
  | { kind: 'unauthorized' };

/** `POST /api/event/post/question` {question, eventId} → the new question; 400 'invalid question' carries a reason. */
export async function postQuestion(eventId: string, question: string): Promise<PostQuestionResult> {
  const { status, body } = await postForAnswer('api/event/post/question', { question, eventId });
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 400 && body['msg'] === 'invalid question') {
    return { kind: 'invalid', message: typeof body['message'] === 'string' ? body['message'] : '' };
  }
  const posted = body['msg'] === 'success' ? readQuestion(body['newQuestion']) : null;
  if (status >= 200 && status < 300 && posted) return { kind: 'posted', question: posted };
  throw new Error(`event/post/question: ${status} ${typeof body['msg'] === 'string' ? body['msg'] : ''}`.trim());
}

import * as z from 'zod/mini';
import { postForAnswer } from '../../../lib/http.ts';
import { questionSchema, type EventQuestion } from './event-schema.ts';

export type PostQuestionResult =
  | { kind: 'posted'; question: EventQuestion }
  | { kind: 'invalid'; message: string }
  | { kind: 'unauthorized' };

const successSchema = z.object({ msg: z.literal('success'), newQuestion: questionSchema });

/** `POST /api/event/post/question` {question, eventId} → the new question; 400 'invalid question' carries a reason. */
export async function postQuestion(eventId: string, question: string): Promise<PostQuestionResult> {
  const { status, body } = await postForAnswer('api/event/post/question', { question, eventId });
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 400 && body['msg'] === 'invalid question') {
    return { kind: 'invalid', message: typeof body['message'] === 'string' ? body['message'] : '' };
  }
  const parsed = successSchema.safeParse(body);
  if (status >= 200 && status < 300 && parsed.success) return { kind: 'posted', question: parsed.data.newQuestion };
  throw new Error(`event/post/question: ${status} ${typeof body['msg'] === 'string' ? body['msg'] : ''}`.trim());
}

import { isSuspendedAnswer } from '../../../components/auth/auth-answer.ts';
import * as z from 'zod/mini';
import type { JsonAnswer } from '../../../lib/http.ts';

/** What the account calls answer (docs/accounts.md): a machine `msg` and, depending on it, more. */
const answerSchema = z.object({
  msg: z.catch(z.string(), 'error'),
  token: z.optional(z.catch(z.string(), '')),
  uniqueId: z.optional(z.catch(z.string(), '')),
  kind: z.optional(z.catch(z.string(), '')),
  retryAfter: z.optional(z.catch(z.number(), 60)),
  message: z.optional(z.catch(z.string(), '')),
  /** With 'ratelimited': 'address' (its owner was mailed an unlock link) or 'client'. */
  reason: z.optional(z.catch(z.string(), '')),
});

export type AccountAnswer = z.infer<typeof answerSchema>;

/** Maps a JSON answer; a problem+json without `msg` counts as 'error', a bare 429 as 'throttled'. */
export function toAccountAnswer(answer: JsonAnswer): AccountAnswer {
  if (isSuspendedAnswer(answer)) return { msg: 'suspended' };
  const { status, body } = answer;
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) return { msg: status === 429 ? 'throttled' : 'error' };
  if (status === 429 && (parsed.data.msg === 'error' || parsed.data.msg === 'ratelimited')) return { ...parsed.data, msg: 'throttled' };
  return parsed.data;
}

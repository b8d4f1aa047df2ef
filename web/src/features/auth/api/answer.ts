import { isSuspendedAnswer } from '../../../components/auth/auth-answer.ts';
import * as z from 'zod/mini';
import type { JsonAnswer } from '../../../lib/http.ts';

/** What every identity call answers (docs/accounts.md): a machine `msg` and, depending on it, more. */
const answerSchema = z.object({
  msg: z.catch(z.string(), 'error'),
  token: z.optional(z.catch(z.string(), '')),
  retryAfter: z.optional(z.catch(z.number(), 60)),
  attemptsLeft: z.optional(z.catch(z.number(), 0)),
  message: z.optional(z.catch(z.string(), '')),
  uniqueId: z.optional(z.catch(z.string(), '')),
  /** 'wrongkind': the audience the address belongs to (docs/accounts.md § Session). */
  kind: z.optional(z.catch(z.string(), '')),
  /** With 'ratelimited': 'address' (its owner was mailed an unlock link) or 'client'. */
  reason: z.optional(z.catch(z.string(), '')),
});

export type AuthAnswer = z.infer<typeof answerSchema>;

/** Maps a JSON answer to AuthAnswer; an answer without `msg` (a problem+json) counts as 'error'. */
export function toAuthAnswer(answer: JsonAnswer): AuthAnswer {
  if (isSuspendedAnswer(answer)) return { msg: 'suspended' };
  const { status, body } = answer;
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) return { msg: 'error' };
  // 429 answers without a msg still mean "wait"
  if (status === 429 && parsed.data.msg === 'error') return { ...parsed.data, msg: 'throttled' };
  return parsed.data;
}

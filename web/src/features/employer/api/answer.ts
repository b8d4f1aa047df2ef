import { isSuspendedAnswer } from '../../../components/auth/auth-answer.ts';
import * as z from 'zod/mini';
import { http, type JsonAnswer } from '../../../lib/http.ts';

/** The `msg` answers of the employer sign-up and sign-in calls (docs/accounts.md § Employers, § Session). */
const matchSchema = z.object({ organisationId: z.string(), name: z.catch(z.string(), '') });

const answerSchema = z.object({
  msg: z.catch(z.string(), 'error'),
  token: z.optional(z.catch(z.string(), '')),
  uniqueId: z.optional(z.catch(z.string(), '')),
  kind: z.optional(z.catch(z.string(), '')),
  match: z.optional(z.catch(z.nullable(matchSchema), null)),
  message: z.optional(z.catch(z.string(), '')),
  retryAfter: z.optional(z.catch(z.number(), 60)),
  /** With 'ratelimited': 'address' (its owner was mailed an unlock link) or 'client'. */
  reason: z.optional(z.catch(z.string(), '')),
});

export type EmployerAnswer = z.infer<typeof answerSchema>;
export type CompanyMatch = z.infer<typeof matchSchema>;

/** An answer without `msg` (a problem+json) counts as 'error'; a 429 without one as 'throttled'. */
export function toEmployerAnswer(answer: JsonAnswer): EmployerAnswer {
  if (isSuspendedAnswer(answer)) return { msg: 'suspended' };
  const { status, body } = answer;
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) return { msg: status === 429 ? 'throttled' : 'error' };
  if (status === 429 && parsed.data.msg === 'error') return { ...parsed.data, msg: 'throttled' };
  return parsed.data;
}

/** What the organisation calls refuse with (problem+json `code`), or 'network' when nothing came back. */
export type Refusal = { ok: false; status: number; code: string; detail: string };
export type Outcome<T> = { ok: true; value: T } | Refusal;

const problemSchema = z.object({ code: z.catch(z.string(), ''), detail: z.catch(z.string(), ''), title: z.catch(z.string(), '') });

/** A call with a JSON answer: the parsed value on 2xx, the problem's code otherwise (never throws on 4xx/5xx). */
export async function request<T>(method: 'get' | 'post', path: string, parse: (body: unknown) => T, json?: unknown): Promise<Outcome<T>> {
  const response = await http(path, { method, throwHttpErrors: false, ...(json === undefined ? {} : { json }) });
  const body = await response.json<unknown>().catch(() => null);
  if (response.ok) return { ok: true, value: parse(body) };
  const problem = problemSchema.safeParse(body ?? {});
  return {
    ok: false,
    status: response.status,
    code: problem.success ? problem.data.code || String(response.status) : String(response.status),
    detail: problem.success ? problem.data.detail || problem.data.title : '',
  };
}

export const orgPath = (organisationId: string, rest = '') => `api/organisations/${encodeURIComponent(organisationId)}${rest}`;

import { postForAnswer } from '../../../lib/http.ts';

/** What `POST /api/event/apply` can answer (docs/events.md § Attendance). */
export type ApplyAnswer = 'added' | 'removed' | 'requested' | 'withdrawn' | 'waitlisted' | 'left-waitlist' | 'unauthorized';

const TOGGLE_ANSWERS = new Set(['added', 'removed', 'requested', 'withdrawn', 'waitlisted', 'left-waitlist']);

/**
 * Toggles the caller's attendance. A 401 (stale or missing session) is an answer the screen acts on (→ /login);
 * anything else unexpected — 404, 409 EVENT_CLOSED, 5xx, no network — rejects, and the caller only logs it (spec §8).
 */
export async function applyToEvent(eventId: string): Promise<ApplyAnswer> {
  const { status, body } = await postForAnswer('api/event/apply', { eventId });
  if (status === 401) return 'unauthorized';
  const msg = typeof body['msg'] === 'string' ? body['msg'] : '';
  if (status >= 200 && status < 300 && TOGGLE_ANSWERS.has(msg)) return msg as ApplyAnswer;
  const code = typeof body['code'] === 'string' ? ` ${body['code']}` : '';
  throw new Error(`event/apply: ${status}${code} ${msg}`.trim());
}

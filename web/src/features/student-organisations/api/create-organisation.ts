import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import type { toCreateBody } from '../utils/organisation-form.ts';

const answerSchema = z.object({
  msg: z.catch(z.string(), 'error'),
  organisation: z.optional(z.object({ organisationId: z.string(), name: z.catch(z.string(), '') })),
});

export type CreateAnswer =
  | { ok: true; organisationId: string; name: string }
  | { ok: false; reason: 'unauthorised' | 'forbidden' | 'invalid' | 'exists' | 'error'; detail?: string };

/** `POST /api/organisations/student` (student): the student becomes the owner → `{ msg: 'success', organisation }`. */
export async function createOrganisation(body: ReturnType<typeof toCreateBody>): Promise<CreateAnswer> {
  const response = await http.post('api/organisations/student', { json: body, throwHttpErrors: false });
  const json = await response.json<unknown>().catch(() => null);
  const parsed = answerSchema.safeParse(json);
  if (response.ok && parsed.success && parsed.data.msg === 'success' && parsed.data.organisation) {
    return { ok: true, organisationId: parsed.data.organisation.organisationId, name: parsed.data.organisation.name };
  }
  const detail = typeof json === 'object' && json !== null && 'detail' in json && typeof json.detail === 'string' ? json.detail : undefined;
  if (response.status === 401) return { ok: false, reason: 'unauthorised' };
  if (response.status === 403) return { ok: false, reason: 'forbidden', detail };
  if (response.status === 409) return { ok: false, reason: 'exists', detail };
  if (response.status === 400 || response.status === 422) return { ok: false, reason: 'invalid', detail };
  return { ok: false, reason: 'error' };
}

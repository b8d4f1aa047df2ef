import { z } from 'zod';
import { outcomeRequest } from '../../../lib/outcome-request.ts';
import { errorFromServer, type InquiryDraft, type InquiryErrors, type InquiryKind } from '../utils/inquiry-rules.ts';

export type { InquiryKind } from '../utils/inquiry-rules.ts';

const answer = z.object({ msg: z.literal('success'), reference: z.string() });

export type InquiryOutcome = { ok: true; reference: string } | { ok: false; throttled: boolean; fields?: InquiryErrors };

/** POST /api/public/inquiries with only the fields of the kind (the server refuses others). */
export async function submitInquiry(kind: InquiryKind, draft: InquiryDraft, lng: string): Promise<InquiryOutcome> {
  const message = draft.message.trim();
  const json =
    kind === 'support'
      ? { kind, name: draft.name, email: draft.email, topic: draft.topic, message, lng }
      : { kind, name: draft.name, email: draft.email, company: draft.company, size: draft.size, slots: draft.slots, ...(message ? { message } : {}), lng };
  const outcome = await outcomeRequest('post', 'api/public/inquiries', (body) => answer.parse(body), { json });
  if (outcome.ok) return { ok: true, reference: outcome.value.reference };
  const fields: InquiryErrors = {};
  for (const field of outcome.fields) {
    const mapped = errorFromServer(field.path, field.message);
    if (mapped) fields[mapped[0]] = mapped[1];
  }
  return { ok: false, throttled: outcome.status === 429, ...(Object.keys(fields).length > 0 ? { fields } : {}) };
}

import { outcomeRequest } from '../../../lib/outcome-request.ts';
import { MalformedAnswer, fields, str } from '../../../lib/strict-read.ts';
import { errorFromServer, type InquiryDraft, type InquiryErrors, type InquiryKind } from '../utils/inquiry-rules.ts';

export type { InquiryKind } from '../utils/inquiry-rules.ts';

// Read without zod: this file shares the public site's API chunk with the track pages and the magazine (vite.config.ts,
// feature-api), whose first screens have 70 KB gz (issue 28).
function readAnswer(body: unknown): { reference: string } {
  const answer = fields(body, 'answer');
  if (answer['msg'] !== 'success') throw new MalformedAnswer('msg is not success');
  return { reference: str(answer['reference'], 'reference') };
}

export type InquiryOutcome = { ok: true; reference: string } | { ok: false; throttled: boolean; fields?: InquiryErrors };

/** POST /api/public/inquiries with only the fields of the kind (the server refuses others). */
export async function submitInquiry(kind: InquiryKind, draft: InquiryDraft, lng: string): Promise<InquiryOutcome> {
  const message = draft.message.trim();
  const json =
    kind === 'support'
      ? { kind, name: draft.name, email: draft.email, topic: draft.topic, message, lng }
      : { kind, name: draft.name, email: draft.email, company: draft.company, size: draft.size, slots: draft.slots, ...(message ? { message } : {}), lng };
  const outcome = await outcomeRequest('post', 'api/public/inquiries', readAnswer, { json });
  if (outcome.ok) return { ok: true, reference: outcome.value.reference };
  const fields: InquiryErrors = {};
  for (const field of outcome.fields) {
    const mapped = errorFromServer(field.path, field.message);
    if (mapped) fields[mapped[0]] = mapped[1];
  }
  return { ok: false, throttled: outcome.status === 429, ...(Object.keys(fields).length > 0 ? { fields } : {}) };
}

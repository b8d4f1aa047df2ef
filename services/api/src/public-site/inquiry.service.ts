import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { appendToStream } from '@fast-track/shared/event-store/append';
import type { RateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import type { MailQueue } from '../mail/index.ts';
import { inquiryReference, inquiryStreamId, type InquiryRequest, type InquirySubmitted } from './inquiry.ts';

export interface InquiryDeps {
  db: Db;
  mail: MailQueue;
  rateLimiter: RateLimiter;
  now: () => number;
  /** Where requests are mailed (config SALES_EMAIL). */
  salesEmail: string;
}

/** Per client address and per requester address: enough for a person who mistyped, too few to flood the sales box. */
export const inquiryLimits = { perClient: 5, perAddress: 3, windowMs: 60 * 60 * 1000 } as const;

export type InquiryOutcome = { msg: 'success'; reference: string } | { msg: 'throttled'; retryAfter: number };

/** Checks the limits, stores the request in the log, then queues the two mails (both stored before we answer). */
export async function submitInquiry(deps: InquiryDeps, request: InquiryRequest, client: string): Promise<InquiryOutcome> {
  const { windowMs } = inquiryLimits;
  for (const [key, limit] of [
    [`inquiry:client:${client}`, inquiryLimits.perClient],
    [`inquiry:address:${request.email.toLowerCase()}`, inquiryLimits.perAddress],
  ] as const) {
    const hit = await deps.rateLimiter.hit(key, limit, windowMs);
    if (!hit.allowed) return { msg: 'throttled', retryAfter: Math.max(1, Math.ceil(hit.retryAfterMs / 1000)) };
  }

  const inquiryId = randomUUID();
  const event: InquirySubmitted = {
    type: 'InquirySubmitted',
    data: { ...request, inquiryId, submittedAt: new Date(deps.now()).toISOString() },
  };
  await appendToStream(deps.db, inquiryStreamId(inquiryId), [event], { expectedVersion: 0 });

  const reference = inquiryReference(inquiryId);
  const details =
    request.kind === 'support'
      ? { topic: request.topic, message: request.message }
      : { company: request.company, size: request.size, slots: request.slots, ...(request.message ? { message: request.message } : {}) };
  await deps.mail.enqueue(
    {
      to: deps.salesEmail,
      template: 'inquiry-received',
      lng: 'en',
      vars: { kind: request.kind, reference, requesterName: request.name, requesterEmail: request.email, requesterLng: request.lng, ...details },
    },
    { jobId: `inquiry-received:${deps.salesEmail}:${inquiryId}` },
  );
  await deps.mail.enqueue(
    { to: request.email, template: 'inquiry-confirmation', lng: request.lng, vars: { kind: request.kind, reference, name: request.name } },
    { jobId: `inquiry-confirmation:${request.email}:${inquiryId}` },
  );
  return { msg: 'success', reference };
}

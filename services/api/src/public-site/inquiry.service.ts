import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { appendToStream } from '@fast-track/shared/event-store/append';
import type { RateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import type { MailQueue } from '../mail/index.ts';
import { inquiryContacts } from './inquiry-contacts.ts';
import { inquiryReference, inquiryStreamId, splitInquiry, type InquiryRequest, type InquirySubmitted } from './inquiry.ts';
import { startSweep } from '../http/sweep.ts';

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
  const submittedAt = new Date(deps.now()).toISOString();
  const { facts, personal } = splitInquiry(request);
  const event: InquirySubmitted = { type: 'InquirySubmitted', data: { ...facts, inquiryId, submittedAt } };
  await deps.db.transaction(async (tx) => {
    await appendToStream(tx, inquiryStreamId(inquiryId), [event], { expectedVersion: 0 });
    await inquiryContacts.insert(tx, { inquiryId, submittedAt, personal });
  });
  // Requests past the retention period go on every write too, so a quiet site does not wait for the daily sweep.
  await inquiryContacts.prune(deps.db, deps.now());

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

/**
 * Account deletion's hook (runs in its transaction, before the identity goes): the requests sent from the person's
 * address are erased. Their mails to that address are dropped by the accounts slice itself (deleteMailFor).
 */
export function inquiryErasure(emailOf: (tx: Db, accountId: string) => Promise<string | undefined>) {
  return async (tx: Db, accountId: string): Promise<void> => {
    const email = await emailOf(tx, accountId);
    if (email) await inquiryContacts.eraseFor(tx, email);
  };
}

/** The daily sweep of requests past the retention period (stopped by the returned function). */
export function startInquirySweep(deps: Pick<InquiryDeps, 'db' | 'now'> & { onError: (error: unknown) => void }, everyMs = 24 * 60 * 60 * 1000): () => void {
  return startSweep(everyMs, () => inquiryContacts.prune(deps.db, deps.now()), deps.onError);
}

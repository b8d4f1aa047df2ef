import { interviewLimits } from '@fast-track/shared/interview-rules';
import { isIanaTimeZone } from '@fast-track/shared/zoned-time';
import { z } from 'zod';
import { countedText, storableText } from '../http/safe-text.ts';

// The bodies of the interview calls (docs/jobs.md § Interviews). Unknown fields are refused; every text is storable.

const message = countedText(interviewLimits.message).optional().default('');

const slot = z
  .object({
    start: z.iso.datetime({ offset: true }),
    minutes: z.number().int().min(interviewLimits.minMinutes).max(interviewLimits.maxMinutes),
  })
  .strict();

export const proposalRequest = z
  .object({
    timeZone: storableText(64).refine(isIanaTimeZone, 'must be an IANA time zone name'),
    slots: z.array(slot).min(interviewLimits.minSlots).max(interviewLimits.maxSlots),
    message,
  })
  .strict();

export const pickRequest = z.object({ slotId: z.uuid() }).strict();

/** Cancelling, or asking for another time: an optional short message. */
export const messageRequest = z.object({ message }).strict();

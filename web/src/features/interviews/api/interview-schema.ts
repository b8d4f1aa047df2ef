import * as z from 'zod/mini';

// The interview as both sides' calls answer it (docs/jobs.md § Interviews).

const slot = z.object({ slotId: z.string(), start: z.string(), end: z.string() });

export const interviewSchema = z.object({
  applicationId: z.string(),
  jobId: z.string(),
  status: z.enum(['proposed', 'booked', 'cancelled', 'new-time-requested', 'ended']),
  /** The proposer's IANA zone. */
  timeZone: z.string(),
  slots: z.array(z.extend(slot, { taken: z.boolean() })),
  booked: z.nullable(slot),
  lastSide: z.enum(['company', 'student']),
  message: z.string(),
  updatedAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;
export type InterviewSlot = Interview['slots'][number];

export const interviewAnswer = z.object({ interview: interviewSchema });
export const maybeInterviewAnswer = z.object({ interview: z.nullable(interviewSchema) });

import * as z from 'zod/mini';

// A company's events as the API answers them (docs/events.md § Hosting). Unknown strings are kept; the screens
// map the known values.

const place = z.object({ label: z.string(), lat: z.nullable(z.number()), lng: z.nullable(z.number()), placeId: z.string() });

/** The editor's view: the form's fields plus where the event stands. */
export const hostedEventSchema = z.object({
  uniqueId: z.string(),
  visibility: z.optional(z.string()),
  link: z.string(),
  status: z.catch(z.enum(['draft', 'published', 'cancelled']), 'draft'),
  /** The career track it is listed under in students' Opportunities; null (or absent from older servers) for none. */
  track: z.optional(z.nullable(z.string())),
  version: z.number(),
  cancelReason: z.nullable(z.string()),
  title: z.string(),
  type: z.string(),
  img: z.string(),
  description: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timezone: z.string(),
  virtualLink: z.nullable(z.string()),
  physicalLocation: z.nullable(place),
  approval: z.boolean(),
  schoolYear: z.array(z.string()),
  relevantCourses: z.array(z.string()),
  targetGroups: z.array(z.string()),
  /** Content in several languages (docs/events.md § Languages); absent from older servers: English, no other version. */
  sourceLanguage: z.optional(z.string()),
  translations: z.optional(z.record(z.string(), z.object({ title: z.string(), description: z.string() }))),
  /** How many may attend (issue 26); null or absent (older servers): no limit. */
  capacity: z.optional(z.nullable(z.number())),
});
export type HostedEvent = z.infer<typeof hostedEventSchema>;

export const eventSummarySchema = z.object({
  uniqueId: z.string(),
  link: z.string(),
  /** Who it reaches (career centers and societies may keep it to their audience); absent from older servers. */
  visibility: z.optional(z.string()),
  status: z.string(),
  phase: z.catch(z.enum(['draft', 'upcoming', 'past', 'cancelled']), 'past'),
  title: z.string(),
  type: z.string(),
  img: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timezone: z.string(),
  approval: z.boolean(),
  attending: z.number(),
  pending: z.number(),
  /** On the waitlist of a full event (issue 26); absent from older servers. */
  waiting: z.optional(z.number()),
  questions: z.number(),
  /** An admin took it down (docs/admin.md § Takedowns): students no longer see it. */
  takenDown: z.catch(z.boolean(), false),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const attendeeSchema = z.object({
  uniqueId: z.string(),
  firstName: z.string(),
  LastName: z.string(),
  university: z.string(),
  status: z.string(),
  since: z.string(),
  /** When the host let them in (issue 26); null until then, absent from older servers. */
  checkedInAt: z.optional(z.nullable(z.string())),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const hostQuestionSchema = z.object({
  uniqueId: z.string(),
  text: z.string(),
  upvotes: z.number(),
  answered: z.boolean(),
  askedAt: z.nullable(z.string()),
  /** Its asker deleted their account: the text is gone. */
  erased: z.optional(z.boolean()),
});
export type HostQuestion = z.infer<typeof hostQuestionSchema>;

export const attendanceSchema = z.object({
  event: z.extend(hostedEventSchema, { startsAt: z.string(), endsAt: z.string() }),
  participants: z.array(attendeeSchema),
  /** Waiting for a place, first in line first (issue 26); absent from older servers. */
  waitlist: z.optional(z.array(attendeeSchema)),
  requests: z.array(attendeeSchema),
  questions: z.array(hostQuestionSchema),
});
export type EventAttendance = z.infer<typeof attendanceSchema>;

export const decidedSchema = z.object({
  msg: z.string(),
  decided: z.optional(z.array(z.object({ userId: z.string(), outcome: z.string() }))),
});

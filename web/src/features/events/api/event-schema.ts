import * as z from 'zod/mini';

// Lenient on purpose: a malformed optional field must not blank the whole list, so each one falls back to a default.
const text = z.catch(z.string(), '');
const texts = z.catch(z.array(z.string()), []);

export const questionSchema = z.object({
  uniqueId: z.string(),
  text,
  upvotes: texts,
});

export const eventSchema = z.object({
  uniqueId: z.string(),
  link: z.string(),
  title: text,
  type: text,
  img: text,
  description: text,
  datetime: z.string(),
  startTime: text,
  endTime: text,
  timezone: text,
  // Absent for physical events; presence means online. An empty string counts as absent.
  virtualLink: z.catch(z.optional(z.string()), undefined),
  physicalLocation: text,
  company: text,
  approval: z.catch(z.boolean(), false),
  participants: texts,
  questions: z.catch(z.array(questionSchema), []),
  schoolYear: texts,
  relevantCourses: texts,
  targetGroups: texts,
  // Only with a bearer (docs/participation-contract.md): the caller's own attendance. Absent for visitors.
  attendance: z.catch(z.optional(z.enum(['none', 'attending', 'pending', 'declined'])), undefined),
});

export type EventQuestion = z.infer<typeof questionSchema>;
export type EventDto = z.infer<typeof eventSchema>;
export type Attendance = NonNullable<EventDto['attendance']>;

export const EVENT_TYPES = ['Live Stream', 'Physical Event', 'Job Closings'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export function eventType(value: string): EventType | null {
  return (EVENT_TYPES as readonly string[]).includes(value) ? (value as EventType) : null;
}

export function isOnline(event: Pick<EventDto, 'virtualLink'>): boolean {
  return typeof event.virtualLink === 'string' && event.virtualLink.trim() !== '';
}

import * as z from 'zod/mini';

// Lenient on purpose: a malformed optional field must not blank the whole list, so each one falls back to a default.
const text = z.catch(z.string(), '');
const texts = z.catch(z.array(z.string()), []);

export const questionSchema = z.object({
  uniqueId: z.string(),
  text,
  upvotes: texts,
  // When it was asked (ISO instant) and whether the host answered (docs/participation-contract.md § Questions).
  askedAt: z.catch(z.optional(z.string()), undefined),
  answered: z.catch(z.optional(z.boolean()), undefined),
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
  // Whether the event is online (docs/events-contract.md). The join link itself (`virtualLink`) comes only to an
  // attending student from `joinOpensAt` on (docs/participation-contract.md § Join link).
  online: z.catch(z.optional(z.boolean()), undefined),
  virtualLink: z.catch(z.optional(z.string()), undefined),
  joinOpensAt: z.catch(z.optional(z.string()), undefined),
  physicalLocation: text,
  company: text,
  approval: z.catch(z.boolean(), false),
  participants: texts,
  questions: z.catch(z.array(questionSchema), []),
  schoolYear: texts,
  relevantCourses: texts,
  targetGroups: texts,
  // 'cancelled' once its host cancelled it (docs/events-hosting-contract.md); absent for events that take place.
  status: z.catch(z.optional(z.enum(['cancelled'])), undefined),
  // Only with a bearer (docs/participation-contract.md): the caller's own attendance. Absent for visitors.
  attendance: z.catch(z.optional(z.enum(['none', 'attending', 'pending', 'declined'])), undefined),
  // Only with a bearer: ids of the questions the caller asked.
  myQuestions: z.catch(z.optional(z.array(z.string())), undefined),
});

export type EventQuestion = z.infer<typeof questionSchema>;
export type EventDto = z.infer<typeof eventSchema>;
export type Attendance = NonNullable<EventDto['attendance']>;

// Kept where they always were for the code that reads them from here; they live in utils/event-kind.ts.
export { EVENT_TYPES, eventType, isOnline, type EventType } from '../utils/event-kind.ts';

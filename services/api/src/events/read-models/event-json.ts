import type { EventDetails } from '../event.ts';

/** The Event document of docs/events-contract.md, in the contract's key order. */
export interface EventJson {
  uniqueId: string;
  link: string;
  title: string;
  type: string;
  img: string;
  description: string;
  datetime: string;
  startTime: string;
  endTime: string;
  timezone: string;
  virtualLink?: string;
  physicalLocation: string;
  company: string;
  approval: boolean;
  participants: string[];
  questions: { uniqueId: string; text: string; upvotes: string[] }[];
  schoolYear: string[];
  relevantCourses: string[];
  targetGroups: string[];
}

const iso = (value: string): string => new Date(value).toISOString();

/** Builds the contract document for a freshly published event (no questions or participants yet). */
export function toEventJson(d: EventDetails): EventJson {
  const start = iso(d.startTime);
  return {
    uniqueId: d.eventId,
    link: d.link,
    title: d.title,
    type: d.type,
    img: d.img,
    description: d.description,
    datetime: start,
    startTime: start,
    endTime: iso(d.endTime),
    timezone: d.timezone,
    // Absent, not empty, for physical events: its presence is what means "online".
    ...(d.virtualLink ? { virtualLink: d.virtualLink } : {}),
    physicalLocation: d.physicalLocation
      ? JSON.stringify({
          label: d.physicalLocation.label,
          lat: d.physicalLocation.lat,
          lng: d.physicalLocation.lng,
          placeId: d.physicalLocation.placeId,
        })
      : '',
    company: JSON.stringify({ title: d.host.name, img: d.host.logo }),
    approval: d.approval,
    participants: [],
    questions: [],
    schoolYear: [...d.schoolYear],
    relevantCourses: [...d.relevantCourses],
    targetGroups: [...d.targetGroups],
  };
}

export function withQuestion(doc: EventJson, questionId: string, text: string): EventJson {
  return { ...doc, questions: [...doc.questions, { uniqueId: questionId, text, upvotes: [] }] };
}

export function withUpvote(doc: EventJson, questionId: string, userId: string): EventJson {
  return {
    ...doc,
    questions: doc.questions.map((q) =>
      q.uniqueId === questionId && !q.upvotes.includes(userId) ? { ...q, upvotes: [...q.upvotes, userId] } : q,
    ),
  };
}

export function withoutUpvote(doc: EventJson, questionId: string, userId: string): EventJson {
  return {
    ...doc,
    questions: doc.questions.map((q) => (q.uniqueId === questionId ? { ...q, upvotes: q.upvotes.filter((u) => u !== userId) } : q)),
  };
}

export function withParticipant(doc: EventJson, userId: string): EventJson {
  return doc.participants.includes(userId) ? doc : { ...doc, participants: [...doc.participants, userId] };
}

export function withoutParticipant(doc: EventJson, userId: string): EventJson {
  return { ...doc, participants: doc.participants.filter((u) => u !== userId) };
}

/** Adds a field to a serialised JSON object without parsing it (keeps per-request work to string slicing). */
export function appendJsonField(objectJson: string, key: string, value: unknown): string {
  return `${objectJson.slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(value)}}`;
}

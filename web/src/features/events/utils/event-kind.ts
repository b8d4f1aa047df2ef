// Plain facts about an event that cards and badges need; kept apart from api/event-schema.ts so that showing an event
// does not load the schema library (zod) — only reading one from the API does (issue 10, first paint).

export const EVENT_TYPES = ['Live Stream', 'Physical Event', 'Job Closings'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export function eventType(value: string): EventType | null {
  return (EVENT_TYPES as readonly string[]).includes(value) ? (value as EventType) : null;
}

/** `online` says it; an API from before issue 10 said it with the link itself (an empty one counts as absent). */
export function isOnline(event: { virtualLink?: string | undefined; online?: boolean | undefined }): boolean {
  if (event.online !== undefined) return event.online;
  return typeof event.virtualLink === 'string' && event.virtualLink.trim() !== '';
}

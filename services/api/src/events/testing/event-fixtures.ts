// Shared by the event deciders' specs: one published event, and times before its start and after its end.
import type { EventDetails, EventEvent } from '../event.ts';

export const now = '2026-03-01T10:00:00.000Z';
export const afterEnd = '2026-03-11T00:00:00.000Z';

export const details = (overrides: Partial<EventDetails> = {}): EventDetails => ({
  eventId: 'e1',
  link: 'northbridge-capital-spring-insight-day-e1',
  title: 'Spring Insight Day',
  type: 'Physical Event',
  img: '/images/events/cover-1.svg',
  description: '<p>Hello</p>',
  startTime: '2026-03-10T09:00:00.000Z',
  endTime: '2026-03-10T15:00:00.000Z',
  timezone: 'Europe/London',
  virtualLink: null,
  physicalLocation: { label: '1 Canada Square, London', lat: 51.5, lng: -0.02, placeId: '' },
  approval: true,
  schoolYear: ['Penultimate year'],
  relevantCourses: ['Economics'],
  targetGroups: [],
  host: { companyId: 'c1', name: 'Northbridge Capital', logo: '/images/companies/northbridge-capital.svg' },
  ...overrides,
});

export const publishedEvent = (overrides: Partial<EventDetails> = {}): EventEvent => ({
  type: 'EventPublished',
  data: { ...details(overrides), publishedAt: now },
});

import type { Example, Json } from './hostile-world.ts';

/** Participation, events authored by their host and team webinar registrations. */
export const eventExamples: Record<string, Example> = {
  'POST /api/event/apply': { body: (w) => ({ eventId: w.eventId }) },
  'POST /api/event/requests/decide': { body: (w) => ({ eventId: w.eventId, userId: w.employerId, decision: 'approve' }) },
  'POST /api/event/post/question': { body: (w) => ({ eventId: w.eventId, question: 'What does a first year do?' }) },
  'POST /api/event/upvote': { body: (w) => ({ eventId: w.eventId, questionId: w.questionId, upvoted: true, userId: 'ignored' }) },
  'GET /api/get/percentage': {},
  // Events authored by their host (issue 11): the hostile employer's (pending) company may only keep drafts.
  'POST /api/organisations/:organisationId/events': { body: () => ({ ...hostedEventBody(), publish: false }) },
  'GET /api/organisations/:organisationId/events': {},
  'GET /api/organisations/:organisationId/events/:eventId': {},
  'POST /api/organisations/:organisationId/events/:eventId/edit': { body: () => hostedEventBody() },
  'POST /api/organisations/:organisationId/events/:eventId/publish': { body: () => ({}) },
  'POST /api/organisations/:organisationId/events/:eventId/cancel': { body: () => ({ reason: 'The venue closed' }) },
  'GET /api/organisations/:organisationId/events/:eventId/attendance': {},
  'POST /api/organisations/:organisationId/events/:eventId/questions/:questionId/answer': { body: () => ({}) },
  // Tickets and check-in (issue 26 part 8).
  'POST /api/event/ticket': { body: (w) => ({ eventId: w.eventId }) },
  'POST /api/organisations/:organisationId/events/:eventId/check-in': { body: () => ({ code: 'K7QX-3M9P' }) },
  'GET /api/organisations/:organisationId/events/:eventId/attendance.csv': {},
  // Team webinar registrations (issue 13; career center staff only: 403 for these callers).
  'GET /api/organisations/:organisationId/webinars': {},
  'POST /api/organisations/:organisationId/webinars/:eventId/registrations': { body: () => ({ name: 'Hostile Person', email: 'hostile.person@example.com' }) },
  'POST /api/organisations/:organisationId/webinars/registrations/:registrationId/cancel': { body: () => ({}) },
};

export function hostedEventBody(): Record<string, Json> {
  return {
    title: 'Hostile Insight Day',
    type: 'Physical Event',
    img: '/images/events/cover-2.svg',
    description: '<p>About the <em>day</em></p>',
    date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    startTime: '09:00',
    endTime: '12:00',
    timezone: 'Europe/Berlin',
    virtualLink: null,
    physicalLocation: { label: 'Taunusanlage 12, Frankfurt', lat: 50.11, lng: 8.67, placeId: '' },
    approval: true,
    capacity: 40,
    schoolYear: ['Final year'],
    relevantCourses: ['Law'],
    targetGroups: ['Social mobility'],
    // Content in several languages (issue 25): every leaf of a language version gets the hostile values too.
    sourceLanguage: 'en',
    translations: { de: { title: 'Feindlicher Einblickstag', description: '<p>Über den <em>Tag</em></p>' } },
  };
}

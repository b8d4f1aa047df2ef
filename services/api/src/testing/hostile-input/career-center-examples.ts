import type { Example } from './hostile-world.ts';

/**
 * Career center announcements and the cross-school benchmark (issue 26 parts 4, 5). The staff routes are for a
 * career center's staff only (403 for the world's callers); the unsubscribe link needs no sign-in and refuses any
 * token it did not sign (404); a student reads and changes their own subscription.
 */
export const careerCenterExamples: Record<string, Example> = {
  'GET /api/organisations/:organisationId/announcements': {},
  'POST /api/organisations/:organisationId/announcements': {
    body: () => ({ texts: [{ lng: 'en', subject: 'Career fair', body: 'Come on Friday.' }], audience: { yearOfStudy: 'finalYear', track: 'Finance' } }),
  },
  'POST /api/announcements/unsubscribe': { body: () => ({ token: `00000000-0000-4000-8000-000000000abc.${'a'.repeat(43)}` }) },
  'GET /api/student/announcements': {},
  'POST /api/student/announcements': { body: () => ({ subscribed: false }) },
  'GET /api/organisations/:organisationId/benchmark': {},
};

import type { Example } from './hostile-world.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Interviews (issue 25 part 4): the hostile employer's job with a random application; the student's calls on that job. */
export const interviewExamples: Record<string, Example> = {
  'GET /api/organisations/:organisationId/jobs/:jobId/applications/:applicationId/interview': {},
  'POST /api/organisations/:organisationId/jobs/:jobId/applications/:applicationId/interview': {
    body: () => ({ timeZone: 'Europe/Berlin', slots: [{ start: inDays(2), minutes: 45 }, { start: inDays(3), minutes: 30 }], message: 'Video call' }),
  },
  'POST /api/organisations/:organisationId/jobs/:jobId/applications/:applicationId/interview/cancel': { body: () => ({ message: 'Sorry' }) },
  'GET /api/jobs/:jobId/interview': {},
  'POST /api/jobs/:jobId/interview/pick': { body: () => ({ slotId: '00000000-0000-4000-8000-000000000001' }) },
  'POST /api/jobs/:jobId/interview/cancel': { body: () => ({ message: 'Exams that week' }) },
  'POST /api/jobs/:jobId/interview/new-time': { body: () => ({ message: 'Mornings suit me better' }) },
};

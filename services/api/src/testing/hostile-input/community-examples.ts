import type { Example } from './hostile-world.ts';

/** The conversation calls, the same under each base (messaging.routes.ts). */
function messagingExamples(base: string): Record<string, Example> {
  return {
    [`GET ${base}/conversations`]: {},
    [`POST ${base}/conversations`]: { body: () => ({ to: { type: 'student', id: '00000000-0000-4000-8000-000000000abc' } }) },
    [`GET ${base}/conversations/:conversationId`]: {},
    [`GET ${base}/conversations/:conversationId/messages`]: { query: () => ({ before: '10', limit: '30' }) },
    [`POST ${base}/conversations/:conversationId/messages`]: { body: () => ({ clientMessageId: '00000000-0000-4000-8000-000000000abd', text: 'Hello' }) },
    [`POST ${base}/conversations/:conversationId/read`]: { body: () => ({ upToSeq: 1 }) },
    [`POST ${base}/conversations/:conversationId/block`]: { body: () => ({ blocked: true }) },
    [`POST ${base}/conversations/:conversationId/messages/:messageId/report`]: { body: () => ({ reason: 'spam' }) },
  };
}

/** Uploads and company pages, documents, sponsors, directories, messaging, analytics, the public site and magazine. */
export const communityExamples: Record<string, Example> = {
  // Uploads and the company page (issue 11). The upload wants multipart, so every JSON probe must end as a 4xx;
  // the edits want If-Match, so hostile bodies without one end as 428 (their validation: company-profile.int.spec.ts).
  'POST /api/uploads/image': { body: () => ({ file: 'not a file' }) },
  'GET /api/files/:hash': {},
  'GET /api/organisations/:organisationId/company/profile': {},
  'POST /api/organisations/:organisationId/company/profile': {
    body: () => ({ tagline: 'Hostile', about: 'About us', industry: 'Law', size: '1-10', country: 'Germany', locations: ['Berlin'], website: 'https://hostile.example.com', logo: null, cover: null }),
  },
  'GET /api/organisations/:organisationId/company/settings': {},
  'POST /api/organisations/:organisationId/company/settings': { body: () => ({ defaultTimezone: 'Europe/Berlin', publicPage: true }) },
  'GET /api/organisations/:organisationId/company/overview': {},
  // Societies (issue 26 part 7): the admission rule (societies only: 403 for the company here), a student joining,
  // and the officers' hand-over of ownership.
  'POST /api/organisations/:organisationId/admission': { body: () => ({ admission: 'university' }) },
  'GET /api/organisations/:organisationId/membership': {},
  'POST /api/organisations/:organisationId/join': { body: () => ({}) },
  'POST /api/organisations/:organisationId/handover': { body: (w) => ({ accountId: w.employerId }) },
  'POST /api/organisations/:organisationId/handover/withdraw': { body: () => ({}) },
  'POST /api/organisations/:organisationId/handover/answer': { body: () => ({ accept: false }) },
  // Career centers and student organisations (issue 13): documents (multipart: every JSON probe must end as a 4xx),
  // insights (career centers only: 403 here), the sponsor CRM (societies only: 403 here) and its requests to companies.
  'POST /api/organisations/:organisationId/documents': { body: () => ({ file: 'not a file' }) },
  'GET /api/organisations/:organisationId/documents': {},
  'GET /api/organisations/:organisationId/documents/:documentId/download': {},
  'POST /api/organisations/:organisationId/documents/:documentId/delete': { body: () => ({}) },
  'GET /api/organisations/:organisationId/insights': { query: () => ({ track: 'Finance', yearOfStudy: 'finalYear' }) },
  // Posting approval and employer relationships (issue 26 parts 2 and 3; career center staff only: 403 for these
  // callers), and the employer's view of its posting per school (the company's own postings only: 404 for an unknown one).
  'GET /api/organisations/:organisationId/posting-review': {},
  'PUT /api/organisations/:organisationId/posting-review/modes/:kind': { body: () => ({ mode: 'review' }) },
  'POST /api/organisations/:organisationId/posting-review/:kind/:postingId/approve': { body: () => ({}) },
  'POST /api/organisations/:organisationId/posting-review/:kind/:postingId/decline': { body: () => ({ reason: 'Not for our students.' }) },
  'GET /api/organisations/:organisationId/employers/:link/relationship': {},
  'PUT /api/organisations/:organisationId/employers/:link/relationship': { body: () => ({ status: 'blocked', notes: 'Hostile', contacts: '' }) },
  'GET /api/organisations/:organisationId/postings/:kind/:postingId/schools': {},
  'GET /api/organisations/:organisationId/sponsors': {},
  'POST /api/organisations/:organisationId/sponsors': {
    body: () => ({ companyName: 'Hostile plc', companyId: null, contactName: 'H', contactEmail: '', value: 1, currency: 'EUR', notes: '', nextStep: '', nextStepDate: null }),
  },
  'GET /api/organisations/:organisationId/sponsors/:cardId': {},
  'POST /api/organisations/:organisationId/sponsors/:cardId/edit': {
    body: () => ({ companyName: 'Hostile plc', companyId: null, contactName: 'H', contactEmail: '', value: 1, currency: 'EUR', notes: '', nextStep: '', nextStepDate: null }),
  },
  'POST /api/organisations/:organisationId/sponsors/:cardId/move': { body: () => ({ stage: 'contacted' }) },
  'POST /api/organisations/:organisationId/sponsors/:cardId/request': { body: () => ({ message: 'Please' }) },
  'GET /api/organisations/:organisationId/sponsorship-requests': {},
  'POST /api/organisations/:organisationId/sponsorship-requests/:cardId/answer': { body: () => ({ accept: true }) },
  'GET /api/companies/search': { query: () => ({ q: 'kestrel', industry: 'Law' }) },
  // The host directory (issue 13): employers with activity at the host's university, other societies, employer jobs
  // (career centers and societies only: 403 for these callers), and a society's public page.
  'GET /api/organisations/:organisationId/directory/companies': { query: () => ({ q: 'kestrel', industry: 'Law', track: 'Finance', size: '1-10', location: 'London', hiring: 'true', page: '1' }) },
  'GET /api/organisations/:organisationId/directory/companies/:link': {},
  'GET /api/organisations/:organisationId/directory/societies': { query: () => ({ q: 'debating', scope: 'university', page: '1' }) },
  'GET /api/organisations/:organisationId/directory/jobs': { query: () => ({ page: '1' }) },
  // A students' track page (issue 15): its tracks' live challenges and events.
  'GET /api/public/tracks/:page': {},
  // Messaging (issue 14): a person's (or a student's) conversations, and an organisation's as the organisation.
  ...messagingExamples('/api/messages'),
  ...messagingExamples('/api/organisations/:organisationId/messages'),
  'GET /api/messaging/unread': {},
  'GET /api/student/messaging-settings': {},
  'POST /api/student/messaging-settings': { body: () => ({ whoMayStart: 'nobody' }) },
  'GET /api/companies/:companyId/response-time': {},
  'GET /api/admin/message-reports': { query: () => ({ status: 'open' }) },
  'POST /api/admin/message-reports/:reportId/decide': { body: () => ({ decision: 'dismissed' }) },
  'GET /api/societies/:link': {},
  // Employer analytics and DE&I (issue 14): page views (public), the company's figures, a student's own answers.
  'POST /api/analytics/views': { body: (w) => ({ kind: 'event', id: w.link }) },
  'GET /api/organisations/:organisationId/analytics': {},
  'GET /api/organisations/:organisationId/analytics/export.csv': {},
  'GET /api/organisations/:organisationId/analytics/diversity': {},
  'GET /api/organisations/:organisationId/analytics/diversity/export.csv': {},
  'GET /api/organisations/:organisationId/analytics/:kind/:itemId': { query: () => ({ scope: 'all' }) },
  'GET /api/organisations/:organisationId/analytics/:kind/:itemId/export.csv': { query: () => ({ scope: 'all' }) },
  'GET /api/student/diversity': {},
  'PUT /api/student/diversity': { body: () => ({ consent: true, gender: 'woman', firstGeneration: 'yes', ethnicity: 'GB:mixed', disability: null }) },
  'DELETE /api/student/diversity': {},
  'GET /api/company/:link': {},
  // Response transparency (issue 25): a company's answered share and median time to a first answer, public.
  'GET /api/companies/:companyId/responsiveness': {},
  // The public site (issue 15): its forms, settings, sitemap and the magazine (admins write).
  'POST /api/public/inquiries': {
    body: () => ({ kind: 'tour', name: 'Hana', email: 'hana@kestrel-partners.com', company: 'Kestrel', size: '50-249', slots: ['tue-am'], lng: 'en' }),
  },
  'GET /api/public/site': {},
  'GET /sitemap.xml': {},
  'GET /robots.txt': {},
  'GET /api/magazine': { query: () => ({ page: '1' }) },
  'GET /api/magazine/:link': {},
  'GET /api/admin/magazine': {},
  'GET /api/admin/magazine/:articleId': {},
  'POST /api/admin/magazine': {
    body: () => ({ title: 'Hostile', description: 'A test', body: '<p>Body</p>', cover: null, language: 'en', publishAt: new Date().toISOString() }),
  },
  'POST /api/admin/magazine/:articleId': {
    body: () => ({ title: 'Hostile', description: 'A test', body: '<p>Body</p>', cover: null, language: 'en', publishAt: new Date().toISOString() }),
  },
  'POST /api/admin/magazine/:articleId/withdraw': { body: () => ({}) },
};

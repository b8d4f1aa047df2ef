import type { Example, Json } from './hostile-world.ts';

/** Jobs and applications, the saved CV, feed and reminders, the talent pool and ranked challenges. */
export const hiringExamples: Record<string, Example> = {
  // Jobs (issue 11): the employer's calls run on the hostile employer's (pending) company and its job.
  'POST /api/organisations/:organisationId/jobs': { body: () => jobBody() },
  'GET /api/organisations/:organisationId/jobs': {},
  'GET /api/organisations/:organisationId/jobs/:jobId': {},
  'POST /api/organisations/:organisationId/jobs/:jobId/edit': { body: () => jobBody() },
  'POST /api/organisations/:organisationId/jobs/:jobId/close': { body: () => ({}) },
  'GET /api/organisations/:organisationId/jobs/:jobId/applications': {},
  'POST /api/organisations/:organisationId/jobs/:jobId/applications/:applicationId/stage': { body: () => ({ stage: 'shortlisted' }) },
  'GET /api/organisations/:organisationId/jobs/:jobId/applications/:applicationId/cv': {},
  // The applicant pipeline (issue 25): board, column pages, CSV export, bulk moves, reviews, stage mails.
  'GET /api/organisations/:organisationId/jobs/:jobId/pipeline': { query: () => ({ stage: 'applied', university: 'University of Oxford', track: 'Finance', band: '10', rating: '3' }) },
  'GET /api/organisations/:organisationId/jobs/:jobId/pipeline/column': { query: () => ({ stage: 'applied', after: '2026-01-01T00:00:00.000Z_00000000-0000-4000-8000-000000000000' }) },
  'GET /api/organisations/:organisationId/jobs/:jobId/pipeline/export': { query: () => ({ rating: 'none' }) },
  'POST /api/organisations/:organisationId/jobs/:jobId/applications/move': { body: () => ({ applicationIds: ['00000000-0000-4000-8000-000000000000'], stage: 'shortlisted', mail: false }) },
  'GET /api/organisations/:organisationId/jobs/:jobId/applications/:applicationId/review': {},
  'POST /api/organisations/:organisationId/jobs/:jobId/applications/:applicationId/rating': { body: () => ({ rating: 3 }) },
  'POST /api/organisations/:organisationId/jobs/:jobId/applications/:applicationId/notes': { body: () => ({ text: 'Strong case answer' }) },
  'GET /api/organisations/:organisationId/stage-mails': {},
  'POST /api/organisations/:organisationId/stage-mails/:stage/:lng': { body: () => ({ subject: 'Ihre Bewerbung', body: 'Hallo {{name}},\n\ndanke.' }) },
  'POST /api/organisations/:organisationId/stage-mails/:stage/:lng/remove': { body: () => ({}) },
  'GET /api/jobs/:jobId': {},
  'GET /api/jobs/:jobId/application': {},
  'POST /api/jobs/:jobId/apply': { body: () => ({ coverNote: 'I would love to join.' }) },
  'POST /api/jobs/:jobId/withdraw': { body: () => ({}) },
  'GET /api/student/applications': {},
  // The saved CV (issue 23): the upload wants multipart, so every JSON probe must end as a 4xx.
  'GET /api/student/cv': {},
  'POST /api/student/cv': { body: () => ({ file: 'not a file' }) },
  'GET /api/student/cv/file': {},
  'DELETE /api/student/cv': {},
  // The student feed and saved items (issue 23).
  'GET /api/student/feed': { query: () => ({ kind: 'job', q: 'analyst', within: '30', limit: '10' }) },
  'PUT /api/student/saved/:kind/:id': { body: () => ({}) },
  'DELETE /api/student/saved/:kind/:id': {},
  // Reminder mail settings (issue 23).
  'GET /api/student/reminder-settings': {},
  'PUT /api/student/reminder-settings': { body: () => ({ eventReminders: false }) },
  // The talent pool (issue 14): a student's talent settings and viewers; a company's search, profiles, short-lists, target schools.
  'GET /api/student/settings/talent': {},
  'PUT /api/student/settings/talent': { body: () => ({ visibility: 'everyone', skills: ['Excel', 'Python'] }) },
  'GET /api/student/profile-views': {},
  'GET /api/organisations/:organisationId/talent-pool': { query: () => ({ q: 'python', band: '10', bandTrack: 'Finance', sort: 'percentile', page: '1' }) },
  'GET /api/organisations/:organisationId/talent-pool/options': {},
  'GET /api/organisations/:organisationId/talent-pool/students/:uniqueId': {},
  'GET /api/organisations/:organisationId/talent-pool/u/:link': {},
  'GET /api/organisations/:organisationId/short-lists': {},
  'POST /api/organisations/:organisationId/short-lists': { body: () => ({ name: 'Autumn analysts' }) },
  'GET /api/organisations/:organisationId/short-lists/:listId': {},
  'POST /api/organisations/:organisationId/short-lists/:listId/rename': { body: () => ({ name: 'Spring analysts' }) },
  'POST /api/organisations/:organisationId/short-lists/:listId/delete': { body: () => ({}) },
  'PUT /api/organisations/:organisationId/short-lists/:listId/entries/:uniqueId': { body: () => ({ note: 'Strong answer' }) },
  'POST /api/organisations/:organisationId/short-lists/:listId/entries/:uniqueId/remove': { body: () => ({}) },
  'GET /api/organisations/:organisationId/target-schools': {},
  'POST /api/organisations/:organisationId/target-schools': { body: () => ({ university: { name: 'University of Oxford', area: 'United Kingdom' } }) },
  'POST /api/organisations/:organisationId/target-schools/remove': { body: () => ({ university: { name: 'University of Oxford', area: 'United Kingdom' } }) },
  'GET /api/organisations/:organisationId/targeting-companies': {},
  // Ranked challenges (issue 12): the hostile employer's (pending) company builds; students attempt a random id.
  'POST /api/organisations/:organisationId/challenges': { body: () => challengeBody() },
  'GET /api/organisations/:organisationId/challenges': {},
  'GET /api/organisations/:organisationId/challenges/:challengeId': {},
  'PUT /api/organisations/:organisationId/challenges/:challengeId': { body: () => challengeBody() },
  'DELETE /api/organisations/:organisationId/challenges/:challengeId': {},
  'POST /api/organisations/:organisationId/challenges/:challengeId/publish': { body: () => ({}) },
  'POST /api/organisations/:organisationId/challenges/:challengeId/close': { body: () => ({}) },
  'GET /api/organisations/:organisationId/challenges/:challengeId/preview': {},
  'GET /api/organisations/:organisationId/challenges/:challengeId/details': {},
  'GET /api/organisations/:organisationId/challenges/:challengeId/written': {},
  'POST /api/organisations/:organisationId/challenges/:challengeId/written/:attemptId/:taskId': { body: () => ({ scores: [3, 2] }) },
  'POST /api/organisations/:organisationId/challenges/:challengeId/invites': { body: () => ({}) },
  'POST /api/challenges/:challengeId/attempt': { body: () => ({}) },
  'GET /api/challenges/:challengeId/attempt': {},
  'PUT /api/challenges/:challengeId/attempt/answers/:taskId': { body: () => ({ answer: { optionIds: ['a', 'b'] } }) },
  'POST /api/challenges/:challengeId/attempt/submit': { body: () => ({}) },
  'GET /api/results/:resultId': {},
  'GET /api/student/results': {},
  'GET /api/challenges/by/:product': {},
  'GET /api/challenges/:challengeId': {},
  'GET /api/student/challenges': {},
  'GET /api/invites/:link': {},
  'GET /api/find/:id': {},
  'GET /api/student/certificates/:certificateId': {},
  'GET /api/student/settings/rank': {},
  'PUT /api/student/settings/rank': { body: () => ({ visibleToEmployers: false }) },
  'POST /api/organisations/:organisationId/challenge-files': { body: () => ({ file: 'not a file' }) },
  'GET /api/challenge-files/:hash': {},
};

function challengeBody(): Record<string, Json> {
  return {
    title: 'Hostile Valuation',
    track: 'Finance',
    series: 'induction',
    summary: 'Value it.',
    learn: ['DCF'],
    minutes: 30,
    opensAt: new Date(Date.now() - 3_600_000).toISOString(),
    closesAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    material: { html: '<p>The <em>case</em></p>', images: [], files: [] },
    tasks: [
      { id: 'one', kind: 'single', prompt: 'Pick', points: 5, options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: 'a' },
      { id: 'two', kind: 'multiple', prompt: 'Pick some', points: 5, options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }, { id: 'c', text: 'C' }], correct: ['a'] },
      { id: 'num', kind: 'numeric', prompt: 'x is {{x}}', points: 5, params: [{ name: 'x', min: 1, max: 3, step: 1 }], answer: 'x * 2', tolerance: { mode: 'relative', value: 0.01 }, unit: 'm' },
      { id: 'ord', kind: 'ordering', prompt: 'Order', points: 5, items: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }] },
      { id: 'memo', kind: 'written', prompt: 'Write', points: 5, maxLength: 100, rubric: [{ id: 'r', criterion: 'Clear', points: 5 }] },
    ],
    // Content in several languages (issue 25): every leaf of a language version gets the hostile values too.
    sourceLanguage: 'en',
    translations: {
      de: {
        title: 'Feindliche Bewertung',
        summary: 'Bewerte es.',
        learn: ['DCF'],
        material: '<p>Der <em>Fall</em></p>',
        tasks: { one: { prompt: 'Wähle', modelAnswer: 'A', feedback: 'Gut', choices: { a: 'A', b: 'B' } } },
      },
    },
  };
}

export function jobBody(): Record<string, Json> {
  return {
    title: 'Hostile Analyst',
    type: 'graduate',
    track: 'Consulting',
    locations: ['Berlin'],
    remote: true,
    description: '<p>About the <em>role</em></p>',
    requirements: ['Curiosity'],
    salary: { min: 1000, max: 2000, currency: 'EUR', period: 'month' },
    deadline: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    apply: { method: 'external', url: 'https://hostile.example.com/apply' },
    // Content in several languages (issue 25 part 6): every leaf of a language version gets the hostile values too.
    sourceLanguage: 'en',
    translations: { de: { title: 'Feindlicher Analyst', description: '<p>Über die <em>Rolle</em></p>', requirements: ['Neugier'] } },
  };
}

// ── Job posting (issue 25 part 3): drafts, scheduling and screening questions ────────────────────────────────
// The world's job is live, so publishing, unscheduling and deleting it are refused (409); without If-Match every
// hostile variant ends as 428 before its body is read. Drafts take the editor's form with screening questions.
export const jobPostingExamples: Record<string, Example> = {
  'POST /api/organisations/:organisationId/jobs/drafts': {
    body: () => ({
      ...jobBody(),
      screening: screeningBody(),
      // The questions' texts in another language (issue 25 part 6) get the hostile values too.
      translations: { fr: { title: 'Analyste', description: '<p>Le rôle</p>', screening: { visa: { prompt: 'Avez-vous besoin d’un visa ?' } } } },
    }),
  },
  'POST /api/organisations/:organisationId/jobs/:jobId/publish': { body: () => ({ at: new Date(Date.now() + 86_400_000).toISOString() }) },
  'POST /api/organisations/:organisationId/jobs/:jobId/unschedule': { body: () => ({}) },
  'DELETE /api/organisations/:organisationId/jobs/:jobId': {},
};

export function screeningBody(): Json[] {
  return [
    { id: 'visa', kind: 'yes-no', prompt: 'Do you need a visa?', knockOut: ['yes'] },
    { id: 'level', kind: 'choice', prompt: 'Your German?', options: ['None', 'B2', 'C1'], knockOut: ['None'] },
    { id: 'why', kind: 'text', prompt: 'Why us?' },
  ];
}

import { randomUUID } from 'node:crypto';
import { request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createLogger } from '@fast-track/shared/logger';
import { eventDetails, publish, registerHost } from '../testing/api-fixture.ts';
import { createCompany, createTestAdmin, oxford, password, registerEmployer, signInAdmin, staffAddress, workAddress } from '../testing/audiences.ts';
import { bearer, latestOtp, registerStudent, ucl, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// Issue 9, probe item 1: every route of the app × every hostile input class × every kind of caller. Nothing may
// answer 500 (or any 5xx): hostile input is refused at the edge with a 4xx, or accepted as a normal 2xx/3xx where it
// is legitimate; a refusal writes nothing to the event log.
//
// The routes come from the Express router stack; `examples` gives each one a well-formed request to mutate, and
// the first test fails when a route has no example (so a new route cannot be left out) or an example names a route
// that no longer exists.

interface World {
  jobId: string;
  /** A draft of the hostile employer's company (the routes' :eventId). */
  hostedEventId: string;
  eventId: string;
  link: string;
  questionId: string;
  companyId: string;
  employerId: string;
  tokens: { visitor: undefined; student: string; employer: string; admin: string };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Example {
  body?: (w: World) => Record<string, Json>;
  query?: (w: World) => Record<string, string>;
}

const address = 'anna.hostile@student.ucl.ac.uk';
const adminPath = '/ops-door-hostile-7q';
const dsa = 'd'.repeat(43);

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

const examples: Record<string, Example> = {
  'POST /api/getEvents/no': { body: () => ({ page: 1, limit: 15, ip: '' }) },
  'POST /api/get/event/no': { body: (w) => ({ link: w.link }) },
  'GET /healthz': {},
  'GET /readyz': {},
  'POST /get/university': { body: () => ({ name: 'United Kingdom' }) },
  'GET /api/dev/mailbox': { query: () => ({ to: address }) },
  'POST /api/student/login': { body: () => ({ email: address, password }) },
  'POST /api/employer/login': { body: () => ({ email: address, password }) },
  'POST /api/career-center/login': { body: () => ({ email: address, password }) },
  'GET /api/account/me': {},
  'POST /api/account/logout': { body: () => ({}) },
  'POST /api/account/settings/profile': { body: () => ({ firstName: 'Anna', LastName: 'Kowalska' }) },
  'POST /api/account/settings/language': { body: () => ({ lng: 'de' }) },
  'POST /api/account/settings/password': { body: () => ({ currentPassword: 'not the password', newPassword: 'another long password' }) },
  'POST /api/account/delete': { body: () => ({ password: 'not the password' }) },
  'POST /api/account/password/forgot': { body: () => ({ email: address, lng: 'en', kind: 'student' }) },
  'POST /api/account/password/reset': { body: () => ({ uniqueId: 'u'.repeat(43), password: 'another long password' }) },
  'POST /api/account/login/unlock': { body: () => ({ uniqueId: 'u'.repeat(43) }) },
  'POST /api/otp/link': { body: () => ({ link: 'L'.repeat(43) }) },
  'POST /api/student/otp/new': { body: () => ({ EmailAddress: address, university: ucl, lng: 'en' }) },
  'POST /api/student/otp': { body: () => ({ user: address, name: 'Anna', lng: 'en' }) },
  'POST /api/student/register/new': {
    body: () => ({
      EmailAddress: address,
      password,
      otpform: '1234',
      uni2: ucl,
      selected2: [{ id: 'Consulting' }],
      firstName: 'Anna',
      LastName: 'Kowalska',
      invite: 'friend',
    }),
  },
  'POST /api/student/logout': { body: () => ({}) },
  'GET /api/student/me': {},
  'POST /api/student/settings/profile': { body: () => ({ firstName: 'Anna', LastName: 'Kowalska' }) },
  'POST /api/student/settings/tracks': { body: () => ({ selectedItem: [{ id: 'Consulting' }] }) },
  'POST /api/student/onboarding': { body: () => ({ firstName: 'Anna', LastName: 'Kowalska', yearOfStudy: 'finalYear', selectedItem: [{ id: 'Consulting' }] }) },
  'POST /api/student/settings/language': { body: () => ({ lng: 'fr' }) },
  'POST /api/student/settings/password': { body: () => ({ currentPassword: 'not the password', newPassword: 'another long password' }) },
  'POST /api/student/account/delete': { body: () => ({ password: 'not the password' }) },
  'POST /api/student/password/forgot': { body: () => ({ email: address, lng: 'en' }) },
  'POST /api/student/password/reset': { body: () => ({ uniqueId: 'u'.repeat(43), password: 'another long password' }) },
  'GET /api/auth/providers': {},
  'POST /api/google/nonce': { body: () => ({}) },
  'POST /api/google/student/register': {
    body: () => ({ credentialResponse: 'e'.repeat(40), selectedUni: ucl, selectedItem: [{ id: 'Consulting' }], firstName: 'Anna', LastName: 'K', invite: 'x', password }),
  },
  'POST /api/linkedin/authorize/student/register': {
    body: () => ({ selectedUni: ucl, selectedItem: [{ id: 'Consulting' }], firstName: 'Anna', LastName: 'K', invite: 'x', password }),
  },
  'GET /api/linkedin/callback': { query: () => ({ code: 'c0de', state: 's'.repeat(43) }) },
  'POST /api/employer/otp/new': { body: () => ({ EmailAddress: 'erin@firm-hostile.example.com', lng: 'en' }) },
  'POST /api/employer/register': {
    body: () => ({ firstName: 'Erin', LastName: 'E', EmailAddress: 'erin@firm-hostile.example.com', password, otp: '1234' }),
  },
  'POST /api/career-center/otp/new': { body: () => ({ EmailAddress: 'carla@careers.ox.ac.uk', university: oxford, lng: 'en' }) },
  'POST /api/career-center/register': {
    body: () => ({ firstName: 'Carla', LastName: 'C', EmailAddress: 'carla@careers.ox.ac.uk', password, otp: '1234', university: oxford }),
  },
  'POST /api/linkedin/authorize/career-center': { body: () => ({ mode: 'register', university: oxford }) },
  'POST /api/companies': {
    body: () => ({ name: 'Hostile Firm', website: 'https://hostile.example.com', industry: 'Law', size: '1-10', country: 'Germany', description: 'We advise.', logo: `/api/files/${'a'.repeat(64)}` }),
  },
  'GET /api/companies/match': {},
  'POST /api/organisations/student': {
    body: () => ({ name: 'UCL Hostile Society', university: ucl, category: 'Finance', description: 'About us', logo: 'https://example.com/l.png' }),
  },
  'GET /api/organisations/:organisationId': {},
  'GET /api/organisations/:organisationId/members': {},
  'POST /api/organisations/:organisationId/invitations': { body: () => ({ email: 'new.colleague@firm.example.com', role: 'member' }) },
  'POST /api/organisations/:organisationId/members/:accountId/role': { body: () => ({ role: 'admin' }) },
  'POST /api/organisations/:organisationId/members/:accountId/remove': { body: () => ({}) },
  'POST /api/organisations/:organisationId/job-role': { body: () => ({ jobRole: 'Recruiter' }) },
  'POST /api/organisations/:organisationId/join-requests': { body: () => ({}) },
  'GET /api/organisations/:organisationId/join-requests': {},
  'POST /api/organisations/:organisationId/join-requests/:accountId': { body: () => ({ accept: true }) },
  'GET /api/invitations/:organisationId/:dsa/:invitationId': {},
  'POST /api/invitations/accept': {
    body: (w) => ({ organisationId: w.companyId, dsa, invitationId: randomUUID(), firstName: 'Nia', LastName: 'N', password }),
  },
  'GET /api/admin/entry': { query: () => ({ path: adminPath }) },
  'POST /api/admin/login': { body: () => ({ email: 'ops@fast-track.example', password, totp: '123456' }) },
  'GET /api/admin/organisations': { query: () => ({ status: 'pending' }) },
  'POST /api/admin/organisations/:organisationId/approve': { body: () => ({}) },
  'POST /api/admin/organisations/:organisationId/reject': { body: () => ({ reason: 'Not a real company' }) },
  'POST /api/admin/organisations/:organisationId/suspend': { body: () => ({ reason: 'Fraud' }) },
  'POST /api/event/apply': { body: (w) => ({ eventId: w.eventId }) },
  'POST /api/event/requests/decide': { body: (w) => ({ eventId: w.eventId, userId: w.employerId, decision: 'approve' }) },
  'POST /api/event/post/question': { body: (w) => ({ eventId: w.eventId, question: 'What does a first year do?' }) },
  'POST /api/event/upvote': { body: (w) => ({ eventId: w.eventId, questionId: w.questionId, upvoted: true, userId: 'ignored' }) },
  'GET /api/get/percentage': {},
  // Jobs (issue 11): the employer's calls run on the hostile employer's (pending) company and its job.
  'POST /api/organisations/:organisationId/jobs': { body: () => jobBody() },
  'GET /api/organisations/:organisationId/jobs': {},
  'GET /api/organisations/:organisationId/jobs/:jobId': {},
  'POST /api/organisations/:organisationId/jobs/:jobId/edit': { body: () => jobBody() },
  'POST /api/organisations/:organisationId/jobs/:jobId/close': { body: () => ({}) },
  'GET /api/organisations/:organisationId/jobs/:jobId/applications': {},
  'POST /api/organisations/:organisationId/jobs/:jobId/applications/:applicationId/stage': { body: () => ({ stage: 'shortlisted' }) },
  'GET /api/organisations/:organisationId/jobs/:jobId/applications/:applicationId/cv': {},
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
  // Career centers and student organisations (issue 13): documents (multipart: every JSON probe must end as a 4xx),
  // insights (career centers only: 403 here), the sponsor CRM (societies only: 403 here) and its requests to companies.
  'POST /api/organisations/:organisationId/documents': { body: () => ({ file: 'not a file' }) },
  'GET /api/organisations/:organisationId/documents': {},
  'GET /api/organisations/:organisationId/documents/:documentId/download': {},
  'POST /api/organisations/:organisationId/documents/:documentId/delete': { body: () => ({}) },
  'GET /api/organisations/:organisationId/insights': { query: () => ({ track: 'Finance', yearOfStudy: 'finalYear' }) },
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
  // Team webinar registrations (issue 13; career center staff only: 403 for these callers).
  'GET /api/organisations/:organisationId/webinars': {},
  'POST /api/organisations/:organisationId/webinars/:eventId/registrations': { body: () => ({ name: 'Hostile Person', email: 'hostile.person@example.com' }) },
  'POST /api/organisations/:organisationId/webinars/registrations/:registrationId/cancel': { body: () => ({}) },
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
  // The public site (issue 15): its forms, settings, sitemap and the magazine (admins write).
  'POST /api/public/inquiries': {
    body: () => ({ kind: 'tour', name: 'Hana', email: 'hana@kestrel-partners.com', company: 'Kestrel', size: '50-249', slots: ['tue-am'], lng: 'en' }),
  },
  'GET /api/public/site': {},
  'GET /sitemap.xml': {},
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
  // Events authored by their host (issue 11): the hostile employer's (pending) company may only keep drafts.
  'POST /api/organisations/:organisationId/events': { body: () => ({ ...hostedEventBody(), publish: false }) },
  'GET /api/organisations/:organisationId/events': {},
  'GET /api/organisations/:organisationId/events/:eventId': {},
  'POST /api/organisations/:organisationId/events/:eventId/edit': { body: () => hostedEventBody() },
  'POST /api/organisations/:organisationId/events/:eventId/publish': { body: () => ({}) },
  'POST /api/organisations/:organisationId/events/:eventId/cancel': { body: () => ({ reason: 'The venue closed' }) },
  'GET /api/organisations/:organisationId/events/:eventId/attendance': {},
  'POST /api/organisations/:organisationId/events/:eventId/questions/:questionId/answer': { body: () => ({}) },
  // Ranked challenges (issue 12): the hostile employer's (pending) company builds; students attempt a random id.
  'POST /api/organisations/:organisationId/challenges': { body: () => challengeBody() },
  'GET /api/organisations/:organisationId/challenges': {},
  'GET /api/organisations/:organisationId/challenges/:challengeId': {},
  'PUT /api/organisations/:organisationId/challenges/:challengeId': { body: () => challengeBody() },
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
  };
}

function hostedEventBody(): Record<string, Json> {
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
    schoolYear: ['Final year'],
    relevantCourses: ['Law'],
    targetGroups: ['Social mobility'],
  };
}

function jobBody(): Record<string, Json> {
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
  };
}

interface Route {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  match(path: string): unknown;
}

/** Every METHOD path the app answers, read from its router stack (routers are mounted at '/' or '/api'). */
function routesOf(app: Express): Route[] {
  const found: Route[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) found.push({ method: method.toUpperCase(), path: prefix + layer.route.path });
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, prefix + (layer.match('/api') && !layer.match('/') ? '/api' : ''));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// The hostile classes.

const hostileStrings: Record<string, (valid: string) => string> = {
  nul: (v) => `${v}\u0000`,
  'lone high surrogate': (v) => `${v}\ud800`,
  'lone low surrogate': (v) => `\udc00${v}`,
};
const wrongTypes: Record<string, (valid: Json) => Json> = {
  number: () => 12345,
  array: (v) => [v],
  object: (v) => ({ value: v }),
  null: () => null,
};
const megabyte = 'a'.repeat(1024 * 1024);

interface Variant {
  name: string;
  body?: Json;
  query?: Record<string, string | string[]>;
}

/** Every leaf of a JSON value with a setter, so one field at a time can be replaced. */
function leaves(value: Json, path: string[] = []): { path: string[]; value: Json }[] {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    return entries.flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  return [{ path, value }];
}

function replaced(value: Json, path: readonly string[], next: Json): Json {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) return value.map((v, i) => (String(i) === head ? replaced(v, rest, next) : v));
  if (value !== null && typeof value === 'object') return { ...value, [head]: replaced(value[head] ?? null, rest, next) };
  return value;
}

function bodyVariants(body: Record<string, Json>): Variant[] {
  const variants: Variant[] = [];
  for (const leaf of leaves(body)) {
    const at = leaf.path.join('.');
    if (typeof leaf.value === 'string') {
      for (const [name, make] of Object.entries(hostileStrings)) variants.push({ name: `${name} in ${at}`, body: replaced(body, leaf.path, make(leaf.value)) });
    }
    for (const [name, make] of Object.entries(wrongTypes)) {
      variants.push({ name: `${name} as ${at}`, body: replaced(body, leaf.path, make(leaf.value)) });
    }
    if (typeof leaf.value !== 'string') variants.push({ name: `string as ${at}`, body: replaced(body, leaf.path, 'a string') });
  }
  const firstString = leaves(body).find((l) => typeof l.value === 'string');
  variants.push({ name: '1 MB string', body: firstString ? replaced(body, firstString.path, megabyte) : { ...body, pad: megabyte } });
  variants.push({ name: 'NUL in an unknown field', body: { ...body, extra: '\u0000' } });
  for (const whole of [[], 'a string', 42, null] as Json[]) variants.push({ name: `body ${JSON.stringify(whole)}`, body: whole });
  return variants;
}

function queryVariants(query: Record<string, string>): Variant[] {
  const variants: Variant[] = [];
  for (const [key, valid] of Object.entries(query)) {
    for (const [name, make] of Object.entries(hostileStrings)) variants.push({ name: `${name} in ?${key}`, query: { ...query, [key]: make(valid) } });
    variants.push({ name: `array as ?${key}`, query: { ...query, [key]: [valid, valid] } });
    variants.push({ name: `empty ?${key}`, query: { ...query, [key]: '' } });
    variants.push({ name: `1 MB ?${key}`, query: { ...query, [key]: 'a'.repeat(16_000) } });
  }
  return variants;
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

function send(url: string, method: string, path: string, headers: Record<string, string>, body?: Buffer | string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = httpRequest(`${url}${path}`, { method, headers: { ...length, ...headers }, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? '') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A request whose Content-Length lies, on a socket of its own; the first status line (if any) within a moment. */
function sendRaw(url: string, method: string, path: string, headers: Record<string, string>, body: string, declared: number): Promise<number | undefined> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    const done = () => {
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve(status ? Number(status) : undefined);
    };
    const timer = setTimeout(done, 1500);
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (/\r\n\r\n/.test(received)) {
        clearTimeout(timer);
        done();
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      done();
    });
    const lines = [`${method} ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), `Content-Length: ${declared}`];
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    // Half-close: the server sees the end of a body shorter than declared instead of waiting for the rest.
    socket.end();
  });
}

const queryString = (query: Record<string, string | string[]>): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const value of Array.isArray(v) ? v : [v]) params.append(k, value);
  const text = params.toString();
  return text ? `?${text}` : '';
};

// ---------------------------------------------------------------------------------------------------------------

let testDb: TestDb;
let api: StudentApi;
let world: World;
let routes: Route[];
setUpStudentApi((started) => ({ testDb, api } = started), {
  adminLoginPath: adminPath,
  // Configured (at addresses where nothing answers) so the social routes get past "not configured" to validation.
  oauth: {
    publicUrl: 'http://localhost:8080',
    google: { clientId: 'hostile-test.apps.googleusercontent.com', jwksUrl: 'http://127.0.0.1:9/jwks' },
    linkedin: {
      clientId: 'hostile',
      clientSecret: 'hostile-secret',
      authorizeUrl: 'http://127.0.0.1:9/authorize',
      tokenUrl: 'http://127.0.0.1:9/token',
      userinfoUrl: 'http://127.0.0.1:9/userinfo',
    },
  },
});

const eventCount = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);

beforeAll(async () => {
  const student = await registerStudent(api, uniqueAddress('hostile'));
  const employer = await registerEmployer(api, workAddress('hostile'));
  const companyId = await createCompany(api, employer.token);
  const admin = await signInAdmin(api, await createTestAdmin(testDb.db, api));
  await registerHost(testDb.db);
  const eventId = randomUUID();
  const details = eventDetails(eventId, Date.now() + 86_400_000);
  await publish(testDb.db, details);
  const asked = (await (await api.post('/api/event/post/question', { eventId, question: 'Is there a dress code?' }, bearer(student))).json()) as {
    newQuestion: { uniqueId: string };
  };
  const job = await api.post(`/api/organisations/${companyId}/jobs`, jobBody(), bearer(employer.token));
  expect(job.status).toBe(201);
  const hosted = await api.post(`/api/organisations/${companyId}/events`, { ...hostedEventBody(), publish: false }, bearer(employer.token));
  expect(hosted.status).toBe(201);
  world = {
    jobId: ((await job.json()) as { job: { uniqueId: string } }).job.uniqueId,
    hostedEventId: ((await hosted.json()) as { event: { uniqueId: string } }).event.uniqueId,
    eventId,
    link: details.link,
    questionId: asked.newQuestion.uniqueId,
    companyId,
    employerId: employer.uniqueId,
    tokens: { visitor: undefined, student, employer: employer.token, admin },
  };
  const { app, dispose } = createApp({ db: testDb.db, logger: createLogger('test', 'silent'), adminLoginPath: adminPath, oauth: { publicUrl: 'http://x' } });
  routes = routesOf(app);
  dispose();
});

const concrete = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/:(\w+)/g, (_all, name: string) => params[name] ?? (name === 'organisationId' ? world.companyId : name === 'jobId' ? world.jobId : name === 'eventId' ? world.hostedEventId : name === 'accountId' ? world.employerId : name === 'dsa' ? dsa : randomUUID()));

interface Answer {
  status: number;
  /** Absent for a raw socket's answer (Node's own 400 for a broken message is plain text). */
  contentType?: string;
}
interface Probe {
  label: string;
  run: () => Promise<Answer | undefined>;
}

async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
  return results;
}

// Visitors and students everywhere; employers and admins also where their token reaches further than a 403.
const callersOf = (path: string) => [
  'visitor' as const,
  'student' as const,
  ...(/^\/api\/(organisations|companies|invitations|event\/requests)/.test(path) ? ['employer' as const] : []),
  ...(path.startsWith('/api/admin/') ? ['admin' as const] : []),
];

/** Every hostile request for one route and one caller. */
function probesOf(route: Route, caller: keyof World['tokens']): Probe[] {
  const example = examples[`${route.method} ${route.path}`] ?? {};
  const body = example.body?.(world);
  const query = example.query?.(world) ?? {};
  const token = world.tokens[caller];
  const auth: Record<string, string> = token ? bearer(token) : {};
  const label = (what: string) => `${route.method} ${route.path} as ${caller}, ${what}`;
  const path = concrete(route.path) + queryString(query);
  const valid = JSON.stringify(body ?? {});
  const probes: Probe[] = [];

  for (const variant of [...(body ? bodyVariants(body) : []), ...queryVariants(query)]) {
    const target = concrete(route.path) + queryString(variant.query ?? query);
    const payload = variant.body === undefined ? undefined : JSON.stringify(variant.body);
    const contentHeaders: Record<string, string> = payload === undefined ? {} : { 'content-type': 'application/json' };
    probes.push({ label: label(variant.name), run: () => send(api.url, route.method, target, { ...contentHeaders, ...auth }, payload) });
  }

  for (const [, name] of route.path.matchAll(/:(\w+)/g)) {
    for (const [what, value] of [['%00', '%00'], ['lone surrogate', '%ED%A0%80'], ['invalid UTF-8', '%FF'], ['long', 'x'.repeat(4000)]] as const) {
      const target = concrete(route.path, { [name!]: value }) + queryString(query);
      probes.push({ label: label(`${what} as :${name}`), run: () => send(api.url, route.method, target, { 'content-type': 'application/json', ...auth }, valid) });
    }
  }

  const headerCases: [string, Record<string, string>, string | Buffer][] = [
    ['Content-Type text/plain on JSON', { 'content-type': 'text/plain' }, valid],
    ['Content-Type form on JSON', { 'content-type': 'application/x-www-form-urlencoded' }, valid],
    ['Content-Type JSON on a form', { 'content-type': 'application/json' }, 'a=1&b=2'],
    ['Content-Type JSON on broken JSON', { 'content-type': 'application/json' }, '{"a":'],
    ['Content-Type multipart without boundary', { 'content-type': 'multipart/form-data' }, valid],
    ['Content-Type multipart on JSON', { 'content-type': 'multipart/form-data; boundary=xyz' }, valid],
    ['charset utf-7', { 'content-type': 'application/json; charset=utf-7' }, valid],
    ['charset klingon', { 'content-type': 'application/json; charset=klingon' }, valid],
    ['invalid UTF-8 bytes', { 'content-type': 'application/json' }, Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    ['Content-Encoding gzip on plain JSON', { 'content-type': 'application/json', 'content-encoding': 'gzip' }, valid],
    ['Content-Encoding deflate on plain JSON', { 'content-type': 'application/json', 'content-encoding': 'deflate' }, valid],
    ['Content-Encoding br on plain JSON', { 'content-type': 'application/json', 'content-encoding': 'br' }, valid],
    ['Content-Encoding unknown', { 'content-type': 'application/json', 'content-encoding': 'x-hostile' }, valid],
    ['Content-Encoding gzip, gzip', { 'content-type': 'application/json', 'content-encoding': 'gzip, gzip' }, valid],
    ['Authorization bearer junk', { 'content-type': 'application/json', authorization: `Bearer ${'x'.repeat(5000)}` }, valid],
  ];
  for (const [what, headers, payload] of headerCases) {
    probes.push({ label: label(what), run: () => send(api.url, route.method, path, { ...auth, ...headers }, payload) });
  }

  const rawHeaders = { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  for (const [what, declared] of [['Content-Length longer than the body', valid.length + 50], ['Content-Length shorter than the body', Math.max(0, valid.length - 3)]] as const) {
    probes.push({
      label: label(what),
      run: async () => {
        const status = await sendRaw(api.url, route.method, path, rawHeaders, valid, declared);
        return status === undefined ? undefined : { status };
      },
    });
  }
  return probes;
}

describe('hostile input on every route', () => {
  it('every route of the app has an example request here, and every example is a route', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((k) => !(k in examples)), 'routes without an example').toEqual([]);
    expect(Object.keys(examples).filter((k) => !keys.includes(k)), 'examples of no route').toEqual([]);
  });

  it('never answers 5xx, and a refusal writes nothing', async () => {
    const failures: string[] = [];
    let requests = 0;
    const judge = (probe: Probe, answer: Answer | undefined) => {
      requests++;
      if (!answer) return;
      // /readyz answers 503 while a migration is pending: about the service, not about the request.
      if (answer.status >= 500 && !(answer.status === 503 && probe.label.startsWith('GET /readyz'))) failures.push(`${probe.label}: ${answer.status}`);
      if (answer.status >= 400 && answer.contentType !== undefined && !/json/.test(answer.contentType)) {
        failures.push(`${probe.label}: ${answer.status} is not JSON`);
      }
    };
    const attempt = async (probe: Probe): Promise<Answer | undefined | 'failed'> => {
      try {
        return await probe.run();
      } catch (error) {
        failures.push(`${probe.label}: request failed (${String(error)})`);
        return 'failed';
      }
    };

    for (const route of routes) {
      for (const caller of callersOf(route.path)) {
        const probes = probesOf(route, caller);
        // Refusals are the rule, so a batch runs in parallel and the log is counted around it; only a batch that
        // wrote (some input was legitimately accepted) is replayed one request at a time to find who wrote.
        const before = await eventCount();
        const answers = await inParallel(probes, 8, attempt);
        probes.forEach((probe, i) => {
          const answer = answers[i];
          if (answer !== 'failed') judge(probe, answer);
        });
        if ((await eventCount()) === before) continue;
        for (const probe of probes) {
          const ahead = await eventCount();
          const answer = await attempt(probe);
          if (answer === 'failed') continue;
          judge(probe, answer);
          if (answer && answer.status >= 400 && (await eventCount()) !== ahead) failures.push(`${probe.label}: ${answer.status} but wrote events`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(3000);
  }, 600_000);
});

describe('registration validates at the edge before the code is spent', () => {
  const hostile: [string, Json][] = [
    ['NUL', 'Anna\u0000'],
    ['lone surrogate', 'Anna\ud800'],
    ['long string', 'a'.repeat(5000)],
    ['number', 7],
    ['array', ['Anna']],
    ['object', { name: 'Anna' }],
    ['null', null],
  ];

  const audiences = [
    {
      name: 'student',
      send: (to: string) => api.post('/api/student/otp/new', { EmailAddress: to, university: ucl }),
      path: '/api/student/register/new',
      address: () => uniqueAddress('burn'),
      form: (to: string, code: string): Record<string, Json> => ({
        EmailAddress: to,
        password,
        otpform: code,
        uni2: ucl,
        selected2: [{ id: 'Consulting' }],
        firstName: 'Anna',
        LastName: 'Kowalska',
        invite: 'friend',
      }),
      fields: ['firstName', 'LastName', 'invite', 'password', 'uni2.name', 'uni2.area', 'selected2.0.id'],
    },
    {
      name: 'employer',
      send: (to: string) => api.post('/api/employer/otp/new', { EmailAddress: to }),
      path: '/api/employer/register',
      address: () => workAddress('burn'),
      form: (to: string, code: string): Record<string, Json> => ({ firstName: 'Erin', LastName: 'Employer', EmailAddress: to, password, otp: code }),
      fields: ['firstName', 'LastName', 'password'],
    },
    {
      name: 'career center',
      send: (to: string) => api.post('/api/career-center/otp/new', { EmailAddress: to, university: oxford }),
      path: '/api/career-center/register',
      address: () => staffAddress('burn'),
      form: (to: string, code: string): Record<string, Json> => ({ firstName: 'Carla', LastName: 'Careers', EmailAddress: to, password, otp: code, university: oxford }),
      fields: ['firstName', 'LastName', 'password', 'university.name', 'university.area'],
    },
  ];

  for (const audience of audiences) {
    it(`${audience.name}: hostile fields are refused with 400 and the valid code still works afterwards`, async () => {
      const to = audience.address();
      expect((await audience.send(to)).status).toBe(200);
      const code = await latestOtp(api, to);
      const before = await eventCount();
      for (const field of audience.fields) {
        for (const [name, value] of hostile) {
          const res = await api.post(audience.path, replaced(audience.form(to, code), field.split('.'), value));
          expect(res.status, `${field} ${name}`).toBe(400);
        }
      }
      expect(await eventCount()).toBe(before);
      const ok = (await (await api.post(audience.path, audience.form(to, code))).json()) as { msg: string };
      expect(ok.msg).toBe('success');
    });
  }
});

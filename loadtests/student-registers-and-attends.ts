// Journey: a student signs up (code to the university address, read back from the mailbox), opens the events, joins
// two of them (or asks to, on approval events), asks a question on one and upvotes it, reloads the dashboard, and
// leaves one event again. Every step is a write on the event log: this is the write path under load.
//   k6 run loadtests/student-registers-and-attends.ts                                   (next to `npm start`)
//   k6 run -e BASE_URL=http://127.0.0.1:8080 -e MAILBOX=mailpit loadtests/student-registers-and-attends.ts  (compose)
// Sign-ups send one code mail each: the per-address limit never meets (unique addresses); keep the rate under the
// server's per-client mail limits or spread the load generators over several addresses.
import { check, sleep } from 'k6';
import type { Options } from 'k6/options';
import { bearer, bodyOf, me, post, registerStudent, shortId, uniqueAddress } from './lib/accounts.ts';
import { getEvent, listEvents, loadShell, type EventSummary } from './lib/api.ts';

export const options: Options = {
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    'http_req_duration{name:student-register}': ['p(95)<800'], // argon2id hashing is the floor (~10–30 ms a hash)
    'http_req_duration{name:student-otp}': ['p(95)<300'],
    'http_req_duration{name:event-apply}': ['p(95)<200', 'p(99)<500'],
    'http_req_duration{name:event-question}': ['p(95)<200'],
    'http_req_duration{name:event-upvote}': ['p(95)<200'],
    'http_req_duration{name:account-me}': ['p(95)<100'],
  },
  scenarios: {
    sign_up_and_attend: {
      executor: 'ramping-arrival-rate',
      startRate: 0,
      timeUnit: '1s',
      preAllocatedVUs: 10,
      maxVUs: 50,
      stages: [
        { duration: '30s', target: 2 },
        { duration: '2m', target: 2 },
        { duration: '15s', target: 0 },
      ],
    },
  },
};

const EVENTS_JOINED = 2;

export default function studentRegistersAndAttends(): void {
  loadShell('/registration');
  const token = registerStudent(uniqueAddress('load', 'student.ucl.ac.uk'));
  sleep(1);

  loadShell('/events');
  const events = listEvents(1);
  if (events.length === 0) return; // nothing upcoming to join: seed the demo data (SEED_DEMO) first
  const picked: EventSummary[] = [];
  for (let i = 0; i < EVENTS_JOINED && events.length > 0; i++) {
    const pick = events.splice(Math.floor(Math.random() * events.length), 1)[0];
    if (pick) picked.push(pick);
  }
  for (const event of picked) {
    getEvent(event.link);
    const res = post('/api/event/apply', { eventId: event.uniqueId }, 'event-apply', bearer(token));
    const msg = bodyOf(res)['msg'];
    check(res, { 'apply: joined or requested': (r) => r.status === 200 && (msg === 'added' || msg === 'requested') });
    sleep(0.5 + Math.random());
  }

  const first = picked[0];
  if (first) {
    const asked = post('/api/event/post/question', { eventId: first.uniqueId, question: `Load test question ${shortId()}: how do I prepare?` }, 'event-question', bearer(token));
    const question = bodyOf(asked)['newQuestion'] as { uniqueId?: string } | undefined;
    check(asked, { 'question: posted': (r) => r.status === 200 && typeof question?.uniqueId === 'string' });
    if (question?.uniqueId) {
      const voted = post('/api/event/upvote', { eventId: first.uniqueId, questionId: question.uniqueId, upvoted: true }, 'event-upvote', bearer(token));
      check(voted, { 'upvote: counted': (r) => r.status === 200 && bodyOf(r)['msg'] === 'success' });
    }
  }

  loadShell('/student');
  me(token);
  sleep(1);

  const last = picked[picked.length - 1];
  if (last) {
    // Pressing the button again: leaves the event (or withdraws the request).
    const res = post('/api/event/apply', { eventId: last.uniqueId }, 'event-apply', bearer(token));
    const msg = bodyOf(res)['msg'];
    check(res, { 'apply again: left or withdrew': (r) => r.status === 200 && (msg === 'removed' || msg === 'withdrawn') });
  }
}

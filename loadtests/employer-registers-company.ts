// Journey: an employer signs up with a work address (code read back from the mailbox), creates the company (pending
// until an admin approves it), says what their job is, and opens the dashboard and the team.
//   k6 run loadtests/employer-registers-company.ts                 (next to `npm start`; MAILBOX=mailpit for compose)
// One company per iteration, each on its own domain, so no sign-up is offered to join another's company.
import { check, sleep } from 'k6';
import type { Options } from 'k6/options';
import { bearer, createCompany, get, me, registerEmployer, shortId, uniqueAddress } from './lib/accounts.ts';
import { loadShell } from './lib/api.ts';

export const options: Options = {
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    'http_req_duration{name:employer-register}': ['p(95)<800'],
    'http_req_duration{name:employer-otp}': ['p(95)<300'],
    'http_req_duration{name:companies-create}': ['p(95)<300'],
    'http_req_duration{name:organisation-job-role}': ['p(95)<200'],
    'http_req_duration{name:organisation-members}': ['p(95)<150'],
  },
  scenarios: {
    employer_sign_up: {
      executor: 'constant-arrival-rate',
      rate: 30,
      timeUnit: '1m',
      duration: '3m',
      preAllocatedVUs: 5,
      maxVUs: 20,
    },
  },
};

export function employerRegistersCompany(): void {
  loadShell('/employer/registration');
  const id = shortId().toLowerCase().replace(/[^a-z0-9]/g, '');
  const token = registerEmployer(uniqueAddress('erin', `firm-${id}.example.com`));
  sleep(1);
  const organisationId = createCompany(token, `Load Partners ${id}`);
  sleep(0.5);
  loadShell('/dashboard');
  me(token);
  const team = get(`/api/organisations/${organisationId}/members`, 'organisation-members', bearer(token));
  check(team, { 'team: the owner is listed': (r) => r.status === 200 });
}

export default employerRegistersCompany;

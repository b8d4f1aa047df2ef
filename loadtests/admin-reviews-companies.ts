// Journey: employers sign up and create companies (scenario employers), while an admin works through the review
// queue: lists the pending companies and approves or rejects each (scenario admin).
//   k6 run -e ADMIN_EMAIL=ops@example.com -e ADMIN_PASSWORD=… -e ADMIN_TOTP_SECRET=… loadtests/admin-reviews-companies.ts
// The admin comes from `npm run admin:create -- --email <address>` (it prints the TOTP secret once); the server needs
// ADMIN_LOGIN_PATH set (else every admin call is 404). The admin signs in once, in setup(): sign-in is rate limited.
import { sleep } from 'k6';
import type { Options } from 'k6/options';
import { pendingCompanies, review, signInAdmin } from './lib/accounts.ts';
import { employerRegistersCompany } from './employer-registers-company.ts';

export const options: Options = {
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    'http_req_duration{name:admin-organisations}': ['p(95)<200'],
    'http_req_duration{name:admin-approve}': ['p(95)<300'],
    'http_req_duration{name:admin-reject}': ['p(95)<300'],
    'http_req_duration{name:companies-create}': ['p(95)<300'],
  },
  scenarios: {
    employers: {
      executor: 'constant-arrival-rate',
      exec: 'employers',
      rate: 20,
      timeUnit: '1m',
      duration: '3m',
      preAllocatedVUs: 5,
      maxVUs: 20,
    },
    admin: {
      executor: 'constant-vus',
      exec: 'admin',
      vus: 1,
      duration: '3m30s',
    },
  },
};

const required = (name: string): string => {
  const value = __ENV[name];
  if (!value) throw new Error(`${name} is required (see the header of this file)`);
  return value;
};

export function setup(): { token: string } {
  return { token: signInAdmin(required('ADMIN_EMAIL'), required('ADMIN_PASSWORD'), required('ADMIN_TOTP_SECRET')) };
}

export function employers(): void {
  employerRegistersCompany();
}

/** One pass over the queue as the admin screen shows it: decide each company; one in five (the 2nd, 7th…) rejected. */
export function admin(data: { token: string }): void {
  const pending = pendingCompanies(data.token);
  pending.slice(0, 20).forEach((company, index) => {
    sleep(1 + Math.random() * 2); // reading the company's details
    review(data.token, company.organisationId, index % 5 === 1 ? 'reject' : 'approve');
  });
  sleep(pending.length === 0 ? 5 : 1);
}

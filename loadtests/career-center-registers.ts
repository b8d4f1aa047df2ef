// Journey: career center staff sign up with an address at their university's domain (code read back from the
// mailbox), then open their dashboard.
//   k6 run loadtests/career-center-registers.ts                  (next to `npm start`; MAILBOX=mailpit for compose)
import { check, sleep } from 'k6';
import type { Options } from 'k6/options';
import { me, registerCareerCenter, uniqueAddress } from './lib/accounts.ts';
import { loadShell } from './lib/api.ts';

export const options: Options = {
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    'http_req_duration{name:career-center-register}': ['p(95)<800'],
    'http_req_duration{name:career-center-otp}': ['p(95)<300'],
    'http_req_duration{name:account-me}': ['p(95)<100'],
  },
  scenarios: {
    career_center_sign_up: {
      executor: 'constant-arrival-rate',
      rate: 12,
      timeUnit: '1m',
      duration: '3m',
      preAllocatedVUs: 3,
      maxVUs: 10,
    },
  },
};

export default function careerCenterRegisters(): void {
  loadShell('/career-center/registration');
  // careers.ox.ac.uk is under ox.ac.uk, the University of Oxford's known domain: the staff rule accepts it.
  const token = registerCareerCenter(uniqueAddress('carla', 'careers.ox.ac.uk'));
  sleep(1);
  loadShell('/dashboard');
  const account = me(token);
  check(account, { 'me: a career center account': (body) => JSON.stringify(body).includes('career_center') });
}

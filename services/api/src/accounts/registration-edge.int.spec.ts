import type { TestDb } from '@fast-track/shared/testing/test-db';
import { describe, expect, it } from 'vitest';
import { oxford, password, staffAddress, workAddress } from '../testing/audiences.ts';
import { eventCount, type Json } from '../testing/hostile-input/hostile-world.ts';
import { replaced } from '../testing/hostile-input/variants.ts';
import { latestOtp, ucl, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// Issue 9: a registration form's hostile field is refused at the edge with a 400 before the e-mail code is spent, so
// the same code still registers afterwards. (Every route's hostile input: http/hostile-input.int.spec.ts.)

let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started));

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
      const before = await eventCount(testDb.db);
      for (const field of audience.fields) {
        for (const [name, value] of hostile) {
          const res = await api.post(audience.path, replaced(audience.form(to, code), field.split('.'), value));
          expect(res.status, `${field} ${name}`).toBe(400);
        }
      }
      expect(await eventCount(testDb.db)).toBe(before);
      const ok = (await (await api.post(audience.path, audience.form(to, code))).json()) as { msg: string };
      expect(ok.msg).toBe('success');
    });
  }
});

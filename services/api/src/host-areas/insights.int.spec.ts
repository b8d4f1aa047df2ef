import { beforeAll, describe, expect, it } from 'vitest';
import { call, eventForm } from '../events/testing/hosting-world.ts';
import { registerCareerCenter, type Registered } from '../testing/audiences.ts';
import type { StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { studentAt } from './testing/host-kinds-world.ts';

// Issue 13 on real Postgres: a career center's view of its university is aggregates only, and no figure rests on
// fewer than five students — not directly, not through a filter that narrows to one student, and not by subtracting
// a filtered view from a coarser one.

let api: StudentApi;
setUpStudentApi((started) => ({ api } = started));

const imperial = { name: 'Imperial College London', area: 'United Kingdom' };
let staff: Registered;
let center: string;
let lone: Registered;
let finance: Registered[];
let otherStaff: Registered;

beforeAll(async () => {
  staff = await registerCareerCenter(api, `ines.${Date.now()}@imperial.ac.uk`, imperial);
  center = staff.body['organisationId'] as string;
  otherStaff = await registerCareerCenter(api, `olli.${Date.now()}@careers.ox.ac.uk`);
  // 10 Finance students, 5 Consulting students and one MBA Track student: the one to single out.
  finance = [];
  for (let i = 0; i < 10; i++) finance.push(await studentAt(api, imperial, 'imperial.ac.uk', ['Finance']));
  for (let i = 0; i < 5; i++) await studentAt(api, imperial, 'imperial.ac.uk', ['Consulting']);
  lone = await studentAt(api, imperial, 'imperial.ac.uk', ['MBA Track']);
});

const insights = async (query = '', token = staff.token) => call(api, 'GET', `/api/organisations/${center}/insights${query}`, token);
const of = async (query = '') => (await insights(query)).body['insights'] as Record<string, unknown>;

describe('career center insights', () => {
  it('gives the whole university exactly: registered students, this month\'s active ones', async () => {
    const all = await of();
    expect(all['studentsRegistered']).toEqual({ value: 16 });
    expect(all['activeThisMonth']).toEqual({ value: 16 });
  });

  it('shows a group of fewer than five as "fewer than 5", never a number', async () => {
    // One student attends an event: the attendance figure rests on one student.
    const host = await registerCareerCenter(api, `hugo.${Date.now()}@ucl.ac.uk`, { name: 'University College London, University of London', area: 'United Kingdom' });
    const created = await call(api, 'POST', `/api/organisations/${String(host.body['organisationId'])}/events`, host.token, { ...eventForm({ visibility: 'everyone' }), publish: true });
    const eventId = (created.body['event'] as { uniqueId: string }).uniqueId;
    expect((await call(api, 'POST', '/api/event/apply', lone.token, { eventId })).body).toEqual({ msg: 'added' });
    expect((await of())['eventAttendances']).toEqual({ fewerThan: 5 });
    // Five more attend: now it is a group.
    for (const student of finance.slice(0, 5)) await call(api, 'POST', '/api/event/apply', student.token, { eventId });
    expect((await of())['eventAttendances']).toEqual({ value: 6 });
  });

  it('cannot single out one student through filters: the lone MBA student is "fewer than 5" in every figure', async () => {
    for (const query of ['?track=MBA%20Track', '?track=MBA%20Track&yearOfStudy=finalYear']) {
      const view = await of(query);
      expect(view['studentsRegistered']).toEqual({ fewerThan: 5 });
      expect(view['activeThisMonth']).toEqual({ fewerThan: 5 });
      expect(view['eventAttendances']).toEqual({ fewerThan: 5 });
      expect(JSON.stringify(view)).not.toMatch(/"value":1\b/);
    }
  });

  it('cannot single out one student by subtracting views: exact totals minus rounded tracks leave more than one student unknown', async () => {
    const all = await of();
    const financeView = await of('?track=Finance');
    const consulting = await of('?track=Consulting');
    // Filtered counts are rounded to the nearest five, so total − Finance − Consulting is not the MBA student's count.
    expect(financeView['studentsRegistered']).toEqual({ value: 10, rounded: true });
    expect(consulting['studentsRegistered']).toEqual({ value: 5, rounded: true });
    // The five Finance attendees vs all six attendees: a difference of one student is withheld, not shown.
    expect(financeView['eventAttendances']).toEqual({ withheld: true });
    expect((all['studentsRegistered'] as { value: number }).value).toBe(16);
  });

  it('is for its staff only: another university\'s career center and a student get 403, a bad filter 400', async () => {
    expect((await insights('', otherStaff.token)).status).toBe(403);
    expect((await insights('', lone.token)).status).toBe(403);
    expect((await call(api, 'GET', `/api/organisations/${center}/insights`)).status).toBe(401);
    expect((await insights('?track=Astrology')).status).toBe(400);
    expect((await insights('?track=Finance&track=Consulting')).status).toBe(400);
    expect((await insights('?student=someone')).status).toBe(400);
    expect((await insights('?yearOfStudy=%00')).status).toBe(400);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../events/testing/hosting-world.ts';
import { studentAt } from '../../host-areas/testing/host-kinds-world.ts';
import { oxford, registerCareerCenter, type Registered } from '../../testing/audiences.ts';
import { ucl, type StudentApi } from '../../testing/student-api.ts';
import { setUpStudentApi } from '../../testing/student-api-suite.ts';

// Issue 26 part 5 on real Postgres: a career center's students by challenge band beside the median of its country's
// other schools; no group under five students shows, no median of fewer than three peer schools. The students and
// their ranked percentiles are written into the read tables the benchmark reads (students, and challenge_percentiles,
// which the challenges slice's async projection fills from ranked attempts).

let api: StudentApi;
setUpStudentApi((started) => ({ api } = started));

let staff: Registered;
let center: string;
let student: Registered;

/** `count` students of `school` in `country` with a ranked result in `track` at each given percentile. */
async function ranked(school: string, country: string, track: string, percentiles: number[]): Promise<void> {
  for (const percentile of percentiles) {
    const studentId = randomUUID();
    await api.db.query(`INSERT INTO students (student_id, university_name, university_area, tracks, registered_at) VALUES ($1, $2, $3, $4, now())`, [
      studentId,
      school,
      country,
      JSON.stringify([{ id: track }]),
    ]);
    await api.db.query(
      `INSERT INTO challenge_percentiles (attempt_id, challenge_id, student_id, track_id, year_of_study, percent, percentile, ranked_at, cohort_size)
       VALUES ($1, $2, $3, $4, 'finalYear', 50, $5, now(), 25)`,
      [randomUUID(), randomUUID(), studentId, track, percentile],
    );
    // A weaker second result in the same track: each student counts once, by their best.
    await api.db.query(
      `INSERT INTO challenge_percentiles (attempt_id, challenge_id, student_id, track_id, year_of_study, percent, percentile, ranked_at, cohort_size)
       VALUES ($1, $2, $3, $4, 'finalYear', 10, 1, now(), 25)`,
      [randomUUID(), randomUUID(), studentId, track],
    );
  }
}

beforeAll(async () => {
  staff = await registerCareerCenter(api, `bea.${Date.now()}@careers.ox.ac.uk`, oxford);
  center = staff.body['organisationId'] as string;
  student = await studentAt(api, oxford, 'ox.ac.uk', ['Finance']);
  // Oxford: 6 Finance students (2 top 10 %, 2 top 25 %, 1 top half, 1 keep going); 3 Consulting (too few).
  await ranked(oxford.name, oxford.area, 'Finance', [95, 91, 80, 76, 60, 10]);
  await ranked(oxford.name, oxford.area, 'Consulting', [95, 80, 20]);
  // UK peers in Finance: three of five students, one of four (left out of the median).
  await ranked(ucl.name, ucl.area, 'Finance', [99, 40, 30, 20, 10]);
  await ranked('Imperial College London', 'United Kingdom', 'Finance', [92, 91, 85, 55, 5]);
  await ranked('University of Edinburgh', 'United Kingdom', 'Finance', [60, 55, 52, 45, 5]);
  await ranked('King’s College London', 'United Kingdom', 'Finance', [99, 98, 97, 96]);
  // Another country's school: never a peer.
  await ranked('Universität Mannheim', 'Germany', 'Finance', [99, 99, 99, 99, 99, 99]);
  // Consulting peers: only two schools of five — no median.
  await ranked(ucl.name, ucl.area, 'Consulting', [95, 90, 80, 70, 60]);
  await ranked('Imperial College London', 'United Kingdom', 'Consulting', [95, 90, 80, 70, 60]);
});

const benchmark = (token?: string) => call(api, 'GET', `/api/organisations/${center}/benchmark`, token);

describe('cross-school benchmark', () => {
  it('compares the center’s bands with the median of its country’s peer schools, groups of five or more only', async () => {
    const answer = await benchmark(staff.token);
    expect(answer.status).toBe(200);
    expect(answer.body['benchmark']).toEqual({
      country: 'United Kingdom',
      tracks: [
        { track: 'Consulting', ours: { fewerThan: 5 }, peers: { fewerSchoolsThan: 3 } },
        {
          track: 'Finance',
          ours: { students: 6, shares: { top10: 33, top25: 33, topHalf: 17, keepGoing: 17 } },
          // UCL 20/0/0/80, Imperial 60/0/20/20, Edinburgh 0/0/60/40 → medians 20/0/20/40.
          peers: { schools: 3, shares: { top10: 20, top25: 0, topHalf: 20, keepGoing: 40 } },
        },
      ],
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/Mannheim|King’s|University College|Edinburgh|Imperial/);
  });

  it('is for the center’s staff only', async () => {
    const other = await registerCareerCenter(api, `ugo.${Date.now()}@ucl.ac.uk`, ucl);
    expect((await benchmark(other.token)).status).toBe(403);
    expect((await benchmark(student.token)).status).toBe(403);
    expect((await benchmark()).status).toBe(401);
  });
});

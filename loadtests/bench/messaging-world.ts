// The messaging bench's people, written straight into the database before the API starts (rows as the accounts,
// students, organisations, members, sessions and messaging settings tables hold them, in bulk, as challenge-world.ts
// writes its students): `pairs` approved companies with one employer member each and `pairs` students who let any
// approved employer write first. Each pair later talks in one conversation.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../services/shared/src/db/db.ts';
import { hashToken, sessionTtlMs } from '../../services/api/src/accounts/index.ts';
import { stableUuid } from '../../services/api/src/demo/demo-random.ts';

export interface BenchPair {
  companyId: string;
  employer: { id: string; token: string };
  student: { id: string; token: string };
}

export async function writeMessagingWorld(db: Db, pairs: number): Promise<BenchPair[]> {
  const nowMs = Date.now();
  const made: BenchPair[] = [];
  for (let from = 0; from < pairs; from += 1000) {
    const chunk: BenchPair[] = Array.from({ length: Math.min(1000, pairs - from) }, (_, i) => ({
      companyId: stableUuid(`bench-msg-company-${from + i}-${nowMs}`),
      employer: { id: stableUuid(`bench-msg-employer-${from + i}-${nowMs}`), token: randomBytes(32).toString('base64url') },
      student: { id: stableUuid(`bench-msg-student-${from + i}-${nowMs}`), token: randomBytes(32).toString('base64url') },
    }));
    const employers = chunk.map((p) => p.employer.id);
    const students = chunk.map((p) => p.student.id);
    const companies = chunk.map((p) => p.companyId);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO accounts (account_id, kind, lng, registered_at)
         SELECT unnest($1::uuid[]), 'employer', 'en', now() UNION ALL SELECT unnest($2::uuid[]), 'student', 'en', now()`,
        [employers, students],
      );
      await tx.query(
        `INSERT INTO students (student_id, university_name, university_area, tracks, registered_at, year_of_study, onboarded_at)
         SELECT s, 'Bench University', 'United Kingdom', '[{"id":"Finance"}]'::jsonb, now(), 'finalYear', now() FROM unnest($1::uuid[]) s`,
        [students],
      );
      await tx.query(
        `INSERT INTO organisations (organisation_id, kind, name, status, profile, created_at)
         SELECT c.id, 'company', 'Bench Company ' || c.n, 'active', '{}'::jsonb, now() FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, n)`,
        [companies],
      );
      await tx.query(
        `INSERT INTO organisation_members (organisation_id, account_id, role, joined_at) SELECT unnest($1::uuid[]), unnest($2::uuid[]), 'owner', now()`,
        [companies, employers],
      );
      await tx.query(`INSERT INTO messaging_settings (account_id, who_may_start) SELECT unnest($1::uuid[]), 'approved_employers'`, [students]);
      await tx.query(
        `INSERT INTO sessions (token_hash, account_id, created_at, expires_at) SELECT unnest($1::text[]), unnest($2::uuid[]), $3, $4`,
        [
          chunk.flatMap((p) => [hashToken(p.employer.token), hashToken(p.student.token)]),
          chunk.flatMap((p) => [p.employer.id, p.student.id]),
          new Date(nowMs),
          new Date(nowMs + sessionTtlMs),
        ],
      );
    });
    made.push(...chunk);
  }
  await db.query('VACUUM ANALYZE');
  return made;
}

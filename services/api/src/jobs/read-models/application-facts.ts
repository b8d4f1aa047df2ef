import { takenDown } from '@fast-track/shared/admin/takedowns';
import type { Db } from '@fast-track/shared/db/db';
import type { ApplicationState } from '../application.ts';
import type { ApplyBy } from '../job.ts';

interface Row {
  company_id: string;
  status: 'open' | 'closed';
  deadline_ms: number;
  apply_method: ApplyBy['method'];
  company_active: boolean;
  taken_down: boolean;
}

/**
 * Where an application decision starts: the job's facts from job_posts (and whether its company is approved), read
 * in the command's transaction. The application's own stream is folded on top. A draft or scheduled job is no job yet.
 */
export async function applicationStart(tx: Db, jobId: string): Promise<ApplicationState> {
  const found = await tx.query<Row>(
    `SELECT j.company_id::text AS company_id, j.status, (extract(epoch FROM j.deadline) * 1000)::float8 AS deadline_ms,
            j.details->'apply'->>'method' AS apply_method, coalesce(o.status = 'active', false) AS company_active,
            ${takenDown('j.job_id')} AS taken_down
     FROM job_posts j LEFT JOIN organisations o ON o.organisation_id = j.company_id
     WHERE j.job_id = $1::uuid AND j.status IN ('open', 'closed')`,
    [jobId],
  );
  const row = found.rows[0];
  return {
    job: row
      ? {
          jobId,
          companyId: row.company_id,
          status: row.status,
          deadline: new Date(Number(row.deadline_ms)).toISOString(),
          apply: row.apply_method,
          companyActive: row.company_active,
          takenDown: row.taken_down,
        }
      : null,
    application: null,
  };
}

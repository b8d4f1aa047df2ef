import { notTakenDown } from '@fast-track/shared/admin/takedowns';
import type { Db } from '@fast-track/shared/db/db';
import { rankView, type RankBand } from '../rank-rule.ts';

// Certificates and the /Find lookup. Every answer joins the student's live identity row: once the account is
// deleted (its identity row and results go with it) nothing verifies any more.

export interface CertificateJson {
  kind: 'certificate' | 'result';
  id: string;
  certificateId: string;
  genuine: true;
  verifyPath: string;
  student: { firstName: string; LastName: string; university: string };
  challenge: { uniqueId: string; title: string; track: string; company: { organisationId: string; name: string; logo: string } };
  issuedAt: string;
  score: number | null;
  /** Only once the cohort holds MIN_RANKED_COHORT results and the student shows their rank (rank-rule.ts). */
  band: RankBand | null;
  /** Who the score is ranked among: the challenge's takers of the same year of study, and how many they are. */
  cohort: { track: string; yearOfStudy: string; size: number; minimum: number };
  visibleToEmployers: boolean;
}

type Row = {
  attempt_id: string;
  student_id: string;
  certificate_id: string;
  ranked_at: Date;
  percent: string;
  percentile: string | null;
  cohort_size: number | null;
  year_of_study: string;
  first_name: string;
  last_name: string;
  university_name: string | null;
  challenge_id: string;
  title: string;
  track_id: string;
  company_id: string;
  company_name: string;
  company_logo: string | null;
  visible: boolean | null;
};

const select = `SELECT r.attempt_id, r.student_id, r.certificate_id, r.ranked_at, r.percent, p.percentile, p.cohort_size, r.year_of_study, i.first_name, i.last_name,
    s.university_name, c.challenge_id, c.title, c.track_id, c.company_id, o.name AS company_name, o.profile->>'logo' AS company_logo, v.visible
  FROM challenge_results r
  JOIN account_identities i ON i.account_id = r.student_id
  JOIN accounts a ON a.account_id = r.student_id
  JOIN challenges c ON c.challenge_id = r.challenge_id
  JOIN organisations o ON o.organisation_id = c.company_id
  LEFT JOIN students s ON s.student_id = r.student_id
  LEFT JOIN challenge_percentiles p ON p.attempt_id = r.attempt_id
  LEFT JOIN rank_visibility v ON v.student_id = r.student_id
  WHERE r.status = 'ranked' AND r.certificate_id IS NOT NULL`;

/**
 * `own`: the student's own view shows their score whatever they chose for employers; the band follows the choice
 * everywhere (a hidden rank is hidden from the student's certificate too, since that is what they would hand on).
 */
function json(r: Row, kind: CertificateJson['kind'], own: boolean): CertificateJson {
  const visible = r.visible !== false;
  const rank = rankView(r.percentile === null ? null : Number(r.percentile), r.cohort_size ?? 0, !visible);
  return {
    kind,
    id: kind === 'certificate' ? r.certificate_id : r.attempt_id,
    certificateId: r.certificate_id,
    genuine: true,
    verifyPath: `/Find/${r.certificate_id}`,
    student: { firstName: r.first_name, LastName: r.last_name, university: r.university_name ?? '' },
    challenge: { uniqueId: r.challenge_id, title: r.title, track: r.track_id, company: { organisationId: r.company_id, name: r.company_name, logo: r.company_logo ?? '' } },
    issuedAt: r.ranked_at.toISOString(),
    score: own || visible ? Number(r.percent) : null,
    band: rank.band,
    cohort: { track: r.track_id, yearOfStudy: r.year_of_study, size: rank.cohortSize, minimum: rank.minimum },
    visibleToEmployers: visible,
  };
}

export async function findCertificate(db: Db, certificateId: string, studentId: string): Promise<CertificateJson | undefined> {
  const found = await db.query<Row>(`${select} AND r.certificate_id = $1 AND r.student_id = $2`, [certificateId, studentId]);
  return found.rows[0] && json(found.rows[0], 'certificate', true);
}

/**
 * A certificate id (22 base64url characters) or a result id (uuid); what the student allowed only. A result of a
 * challenge an admin took down does not verify publicly (docs/admin.md § Takedowns); its student still sees it.
 */
export async function findPublic(db: Db, id: string): Promise<CertificateJson | undefined> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const found = await db.query<Row>(`${select} AND ${isUuid ? 'r.attempt_id = $1::uuid' : 'r.certificate_id = $1'} AND ${notTakenDown('r.challenge_id')}`, [
    isUuid ? id.toLowerCase() : id,
  ]);
  return found.rows[0] && json(found.rows[0], isUuid ? 'result' : 'certificate', false);
}

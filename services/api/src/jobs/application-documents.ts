import type { Db } from '@fast-track/shared/db/db';

/**
 * The personal part of an application: the cover note and the CV's storage key. Rows, not events, so account
 * deletion can erase them (the log keeps only ids and the stage history).
 */
export const applicationDocuments = {
  async insert(
    tx: Db,
    row: { applicationId: string; studentId: string; coverNote: string; cv: { key: string; name: string; size: number } | null; createdAt: string },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO job_application_documents (application_id, student_id, cover_note, cv_key, cv_name, cv_size, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [row.applicationId, row.studentId, row.coverNote, row.cv?.key ?? null, row.cv?.name ?? null, row.cv?.size ?? null, row.createdAt],
    );
  },

  /** Whether any application still points at this stored CV (one student's applications may share one). */
  async cvInUse(db: Db, key: string): Promise<boolean> {
    return (await db.query('SELECT 1 FROM job_application_documents WHERE cv_key = $1 LIMIT 1', [key])).rows.length > 0;
  },

  /** Erases a student's documents; answers the CV keys they held, for the caller to delete from storage. */
  async eraseFor(tx: Db, studentId: string): Promise<string[]> {
    const gone = await tx.query<{ cv_key: string | null }>('DELETE FROM job_application_documents WHERE student_id = $1::uuid RETURNING cv_key', [studentId]);
    return [...new Set(gone.rows.map((r) => r.cv_key).filter((k): k is string => k !== null))];
  },
};

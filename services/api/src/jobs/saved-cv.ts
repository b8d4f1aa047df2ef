import { createHash } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import type { BlobStore } from '../storage/index.ts';
import { applicationDocuments } from './application-documents.ts';

/**
 * The one CV a student keeps in their profile (`student_cvs`). Files live through the storage port under the
 * content-addressed key `cv/<studentId>/<sha256>.pdf`, the same key an application made from those bytes holds. So an
 * application keeps its own reference: replacing the saved CV (other bytes, another key) or removing it never changes
 * what an employer received, and a file is deleted only once neither the profile nor any application points at it.
 */
export interface SavedCv {
  key: string;
  name: string;
  size: number;
  uploadedAt: string;
}

/** What the student sees of it (the key stays on the server). */
export type SavedCvView = Omit<SavedCv, 'key'>;

export const cvKey = (studentId: string, bytes: Buffer): string => `cv/${studentId}/${createHash('sha256').update(bytes).digest('hex')}.pdf`;
export const savedCvView = ({ name, size, uploadedAt }: SavedCv): SavedCvView => ({ name, size, uploadedAt });

export async function findSavedCv(db: Db, studentId: string): Promise<SavedCv | undefined> {
  const found = await db.query<{ cv_key: string; cv_name: string; cv_size: number; uploaded_at: Date | string }>(
    'SELECT cv_key, cv_name, cv_size, uploaded_at FROM student_cvs WHERE student_id = $1::uuid',
    [studentId],
  );
  const row = found.rows[0];
  return row && { key: row.cv_key, name: row.cv_name, size: row.cv_size, uploadedAt: new Date(row.uploaded_at).toISOString() };
}

/** Deletes the file unless the profile or an application still points at it. */
export async function deleteIfUnused(db: Db, blobs: BlobStore, key: string): Promise<void> {
  const inProfile = (await db.query('SELECT 1 FROM student_cvs WHERE cv_key = $1 LIMIT 1', [key])).rows.length > 0;
  if (!inProfile && !(await applicationDocuments.cvInUse(db, key))) await blobs.delete(key);
}

/** Stores a checked PDF as the student's saved CV, replacing the one before (whose file goes if nothing uses it). */
export async function saveCv(deps: { db: Db; blobs: BlobStore; now: () => number }, studentId: string, cv: { bytes: Buffer; name: string }): Promise<SavedCv> {
  const saved: SavedCv = { key: cvKey(studentId, cv.bytes), name: cv.name, size: cv.bytes.length, uploadedAt: new Date(deps.now()).toISOString() };
  await deps.blobs.put(saved.key, cv.bytes, 'application/pdf');
  const before = await deps.db.query<{ cv_key: string }>(
    `WITH old AS (SELECT cv_key FROM student_cvs WHERE student_id = $1::uuid FOR UPDATE)
     INSERT INTO student_cvs (student_id, cv_key, cv_name, cv_size, uploaded_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (student_id) DO UPDATE SET cv_key = EXCLUDED.cv_key, cv_name = EXCLUDED.cv_name, cv_size = EXCLUDED.cv_size, uploaded_at = EXCLUDED.uploaded_at
     RETURNING (SELECT cv_key FROM old) AS cv_key`,
    [studentId, saved.key, saved.name, saved.size, saved.uploadedAt],
  );
  const old = before.rows[0]?.cv_key;
  if (old && old !== saved.key) await deleteIfUnused(deps.db, deps.blobs, old);
  return saved;
}

export async function removeSavedCv(deps: { db: Db; blobs: BlobStore }, studentId: string): Promise<void> {
  const gone = await deps.db.query<{ cv_key: string }>('DELETE FROM student_cvs WHERE student_id = $1::uuid RETURNING cv_key', [studentId]);
  const key = gone.rows[0]?.cv_key;
  if (key) await deleteIfUnused(deps.db, deps.blobs, key);
}

/** Account deletion: the row goes in the erasure's transaction; answers the key for the caller to delete. */
export async function eraseSavedCv(tx: Db, studentId: string): Promise<string | undefined> {
  return (await tx.query<{ cv_key: string }>('DELETE FROM student_cvs WHERE student_id = $1::uuid RETURNING cv_key', [studentId])).rows[0]?.cv_key;
}

import { isUniqueViolation, type Db } from '@fast-track/shared/db/db';
import { ConflictError } from '@fast-track/shared/errors';

/** The address is taken (also raised when two registrations of one address race: the unique index decides). */
export class AlreadyRegisteredError extends ConflictError {
  override readonly code = 'ALREADY_REGISTERED';
}

export interface Identity {
  studentId: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
}

interface IdentityRow {
  student_id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
}

const columns = 'student_id, email, first_name, last_name, password_hash';

const toIdentity = (row: IdentityRow): Identity => ({
  studentId: row.student_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  passwordHash: row.password_hash,
});

/** Personal data of students: the only place the address, names and password hash are kept. */
export const identityStore = {
  async insert(
    tx: Db,
    identity: Identity & { emailHash: string; invite: string | null; createdAt: string },
  ): Promise<void> {
    try {
      await tx.query(
        `INSERT INTO student_identities (student_id, email_hash, email, first_name, last_name, password_hash, invite, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          identity.studentId,
          identity.emailHash,
          identity.email,
          identity.firstName,
          identity.lastName,
          identity.passwordHash,
          identity.invite,
          identity.createdAt,
        ],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new AlreadyRegisteredError('This address is already registered.');
      throw error;
    }
  },

  async byEmailHash(db: Db, emailHash: string): Promise<Identity | undefined> {
    const found = await db.query<IdentityRow>(`SELECT ${columns} FROM student_identities WHERE email_hash = $1`, [emailHash]);
    return found.rows[0] && toIdentity(found.rows[0]);
  },

  async byId(db: Db, studentId: string, forUpdate = false): Promise<Identity | undefined> {
    const found = await db.query<IdentityRow>(
      `SELECT ${columns} FROM student_identities WHERE student_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [studentId],
    );
    return found.rows[0] && toIdentity(found.rows[0]);
  },

  async rename(tx: Db, studentId: string, firstName: string, lastName: string): Promise<void> {
    await tx.query('UPDATE student_identities SET first_name = $2, last_name = $3 WHERE student_id = $1', [
      studentId,
      firstName,
      lastName,
    ]);
  },

  async setPasswordHash(tx: Db, studentId: string, passwordHash: string): Promise<void> {
    await tx.query('UPDATE student_identities SET password_hash = $2 WHERE student_id = $1', [studentId, passwordHash]);
  },

  async erase(tx: Db, studentId: string): Promise<void> {
    await tx.query('DELETE FROM student_identities WHERE student_id = $1', [studentId]);
  },
};

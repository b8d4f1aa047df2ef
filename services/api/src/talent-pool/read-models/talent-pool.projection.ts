import type { Db } from '@fast-track/shared/db/db';
import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { AccountDeleted } from '../../accounts/index.ts';
import type { StudentEvent } from '../../students/index.ts';
import type { TalentEvent } from '../talent.ts';

/** The weighted search document: skills first, then tracks, then the university. */
async function reindex(tx: Db, studentId: string): Promise<void> {
  await tx.query(
    `UPDATE talent_profiles SET search =
       setweight(to_tsvector('simple', array_to_string(skills, ' ')), 'A')
       || setweight(to_tsvector('simple', array_to_string(tracks, ' ')), 'B')
       || setweight(to_tsvector('simple', university_name), 'C')
     WHERE student_id = $1`,
    [studentId],
  );
}

async function erase(tx: Db, studentId: string): Promise<void> {
  await tx.query('DELETE FROM talent_profiles WHERE student_id = $1', [studentId]);
  await tx.query('DELETE FROM short_list_entries WHERE student_id = $1', [studentId]);
  await tx.query('DELETE FROM profile_views WHERE student_id = $1', [studentId]);
}

const trackIds = (tracks: readonly { id: string }[]): string[] => tracks.map((t) => t.id);

/**
 * Inline: the searchable student rows (their university, country, tracks and year copied from the student's facts,
 * their talent settings), the companies' short-lists and target schools, and who viewed which profile. An account
 * deletion erases the student's row, their short-list entries and the views of their profile.
 */
export const talentPoolProjection = defineProjection<TalentEvent | StudentEvent | AccountDeleted>({
  name: 'talent-pool',
  tables: ['talent_profiles', 'short_lists', 'short_list_entries', 'target_schools', 'profile_views'],
  on: {
    async StudentRegistered(tx, e) {
      const d = e.data;
      await tx.query(
        `INSERT INTO talent_profiles (student_id, visibility, skills, university_name, university_area, tracks, year_of_study, search, updated_at)
         VALUES ($1, 'participants', '{}', $2, $3, $4, NULL, ''::tsvector, $5) ON CONFLICT (student_id) DO NOTHING`,
        [d.studentId, d.university.name, d.university.area, trackIds(d.tracks), d.registeredAt],
      );
      await reindex(tx, d.studentId);
    },
    async StudentTracksChanged(tx, e) {
      await tx.query('UPDATE talent_profiles SET tracks = $2 WHERE student_id = $1', [e.data.studentId, trackIds(e.data.tracks)]);
      await reindex(tx, e.data.studentId);
    },
    async StudentOnboarded(tx, e) {
      await tx.query('UPDATE talent_profiles SET tracks = $2, year_of_study = $3 WHERE student_id = $1', [e.data.studentId, trackIds(e.data.tracks), e.data.yearOfStudy]);
      await reindex(tx, e.data.studentId);
    },
    async StudentAccountDeleted(tx, e) {
      await erase(tx, e.data.studentId);
    },
    async AccountDeleted(tx, e) {
      if (e.data.kind === 'student') await erase(tx, e.data.accountId);
    },
    async TalentProfileSet(tx, e) {
      const d = e.data;
      await tx.query('UPDATE talent_profiles SET visibility = $2, skills = $3, updated_at = $4 WHERE student_id = $1', [d.studentId, d.visibility, d.skills, d.at]);
      await reindex(tx, d.studentId);
    },
    async ShortListCreated(tx, e) {
      const d = e.data;
      await tx.query('INSERT INTO short_lists (list_id, company_id, name, created_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)', [d.listId, d.companyId, d.name, d.by, d.at]);
    },
    async ShortListRenamed(tx, e) {
      await tx.query('UPDATE short_lists SET name = $2, updated_at = $3 WHERE list_id = $1', [e.data.listId, e.data.name, e.data.at]);
    },
    async ShortListDeleted(tx, e) {
      await tx.query('DELETE FROM short_list_entries WHERE list_id = $1', [e.data.listId]);
      await tx.query('DELETE FROM short_lists WHERE list_id = $1', [e.data.listId]);
    },
    async ShortListEntrySaved(tx, e) {
      const d = e.data;
      // A deleted student's later facts are never recorded, but a replay must not resurrect a row for one.
      await tx.query(
        `INSERT INTO short_list_entries (list_id, student_id, note, added_by, added_at, updated_at)
         SELECT $1, $2, $3, $4, $5, $5 WHERE EXISTS (SELECT 1 FROM talent_profiles WHERE student_id = $2)
         ON CONFLICT (list_id, student_id) DO UPDATE SET note = EXCLUDED.note, updated_at = EXCLUDED.updated_at`,
        [d.listId, d.studentId, d.note, d.by, d.at],
      );
      await tx.query('UPDATE short_lists SET updated_at = $2 WHERE list_id = $1', [d.listId, d.at]);
    },
    async ShortListEntryRemoved(tx, e) {
      await tx.query('DELETE FROM short_list_entries WHERE list_id = $1 AND student_id = $2', [e.data.listId, e.data.studentId]);
      await tx.query('UPDATE short_lists SET updated_at = $2 WHERE list_id = $1', [e.data.listId, e.data.at]);
    },
    async TargetSchoolAdded(tx, e) {
      const d = e.data;
      await tx.query('INSERT INTO target_schools (company_id, university_name, university_area, added_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
        d.companyId,
        d.university.name,
        d.university.area,
        d.at,
      ]);
    },
    async TargetSchoolRemoved(tx, e) {
      const d = e.data;
      await tx.query('DELETE FROM target_schools WHERE company_id = $1 AND university_name = $2 AND university_area = $3', [d.companyId, d.university.name, d.university.area]);
    },
    async StudentProfileViewed(tx, e) {
      const d = e.data;
      await tx.query(
        `INSERT INTO profile_views (student_id, company_id, views, first_viewed_at, last_viewed_at)
         SELECT $1, $2, 1, $3, $3 WHERE EXISTS (SELECT 1 FROM talent_profiles WHERE student_id = $1)
         ON CONFLICT (student_id, company_id) DO UPDATE SET views = profile_views.views + 1, last_viewed_at = EXCLUDED.last_viewed_at`,
        [d.studentId, d.companyId, d.at],
      );
    },
  },
});

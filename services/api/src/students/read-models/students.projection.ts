import type { Projection } from '@fast-track/shared/event-store/projection';
import type { RecordedEvent } from '@fast-track/shared/event-store/types';
import type { AccountDeleted } from '../../accounts/index.ts';
import type { StudentEvent } from '../student.ts';

/**
 * Inline: `students` holds the non-personal profile (university, tracks, year of study, when onboarded) of live
 * students. Names, address and language are joined from account_identities and accounts at read time, so replaying
 * the log never needs personal data.
 */
export const studentsProjection: Projection = {
  name: 'students',
  tables: ['students'],
  eventTypes: ['StudentRegistered', 'StudentTracksChanged', 'StudentOnboarded', 'StudentAccountDeleted', 'AccountDeleted'],
  async handle(tx, events) {
    for (const event of events as readonly RecordedEvent<StudentEvent | AccountDeleted>[]) {
      switch (event.type) {
        case 'StudentRegistered': {
          const d = event.data;
          await tx.query(
            `INSERT INTO students (student_id, university_name, university_area, tracks, registered_at)
             VALUES ($1, $2, $3, $4::text::jsonb, $5)`,
            [d.studentId, d.university.name, d.university.area, JSON.stringify(d.tracks), d.registeredAt],
          );
          break;
        }
        case 'StudentTracksChanged':
          await tx.query('UPDATE students SET tracks = $2::text::jsonb WHERE student_id = $1', [
            event.data.studentId,
            JSON.stringify(event.data.tracks),
          ]);
          break;
        case 'StudentOnboarded':
          await tx.query('UPDATE students SET tracks = $2::text::jsonb, year_of_study = $3, onboarded_at = $4 WHERE student_id = $1', [
            event.data.studentId,
            JSON.stringify(event.data.tracks),
            event.data.yearOfStudy,
            event.data.onboardedAt,
          ]);
          break;
        case 'StudentAccountDeleted':
          await tx.query('DELETE FROM students WHERE student_id = $1', [event.data.studentId]);
          break;
        case 'AccountDeleted':
          if (event.data.kind === 'student') await tx.query('DELETE FROM students WHERE student_id = $1', [event.data.accountId]);
          break;
        default:
          break;
      }
    }
  },
};

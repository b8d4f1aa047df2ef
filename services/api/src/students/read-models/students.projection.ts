import type { Projection } from '@fast-track/shared/event-store/projection';
import type { RecordedEvent } from '@fast-track/shared/event-store/types';
import type { StudentEvent } from '../student.ts';

/**
 * Inline: `students` holds the non-personal profile (university, tracks, language) of live accounts. Names and the
 * address are joined from student_identities at read time, so replaying the log never needs personal data.
 */
export const studentsProjection: Projection = {
  name: 'students',
  tables: ['students'],
  eventTypes: ['StudentRegistered', 'StudentTracksChanged', 'StudentLanguageChanged', 'StudentAccountDeleted'],
  async handle(tx, events) {
    for (const event of events as readonly RecordedEvent<StudentEvent>[]) {
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
        case 'StudentLanguageChanged':
          await tx.query('UPDATE students SET lng = $2 WHERE student_id = $1', [event.data.studentId, event.data.lng]);
          break;
        case 'StudentAccountDeleted':
          await tx.query('DELETE FROM students WHERE student_id = $1', [event.data.studentId]);
          break;
        case 'StudentProfileRenamed':
        case 'StudentPasswordChanged':
          break;
      }
    }
  },
};

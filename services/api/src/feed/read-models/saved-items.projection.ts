import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { Db } from '@fast-track/shared/db/db';
import type { AccountDeleted } from '../../accounts/index.ts';
import type { StudentEvent } from '../../students/index.ts';
import type { SavedItemEvent } from '../saved-items.ts';

const erase = (tx: Db, studentId: string) => tx.query('DELETE FROM student_saved_items WHERE student_id = $1::uuid', [studentId]);

/** student_saved_items: one row per item a student keeps saved; gone with the student's account. */
export const savedItemsProjection = defineProjection<SavedItemEvent | StudentEvent | AccountDeleted>({
  name: 'student-saved-items',
  tables: ['student_saved_items'],
  on: {
    async FeedItemSaved(tx, e) {
      await tx.query(
        `INSERT INTO student_saved_items (student_id, kind, item_id, saved_at) VALUES ($1::uuid, $2, $3::uuid, $4)
         ON CONFLICT (student_id, kind, item_id) DO NOTHING`,
        [e.data.studentId, e.data.kind, e.data.itemId, e.data.at],
      );
    },
    async FeedItemUnsaved(tx, e) {
      await tx.query('DELETE FROM student_saved_items WHERE student_id = $1::uuid AND kind = $2 AND item_id = $3::uuid', [e.data.studentId, e.data.kind, e.data.itemId]);
    },
    async StudentAccountDeleted(tx, e) {
      await erase(tx, e.data.studentId);
    },
    async AccountDeleted(tx, e) {
      if (e.data.kind === 'student') await erase(tx, e.data.accountId);
    },
  },
});

import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { SchoolGateEvent } from '../school-gate.ts';

/** Inline: each center's review mode per kind, its decisions on employer postings, its relationship with employers. */
export const schoolGateProjection = defineProjection<SchoolGateEvent>({
  name: 'school-gate',
  tables: ['cc_posting_modes', 'cc_posting_decisions', 'cc_employer_relations'],
  on: {
    async PostingModeSet(tx, e) {
      const d = e.data;
      await tx.query(
        `INSERT INTO cc_posting_modes (center_id, kind, mode, set_by, set_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (center_id, kind) DO UPDATE SET mode = EXCLUDED.mode, set_by = EXCLUDED.set_by, set_at = EXCLUDED.set_at`,
        [d.centerId, d.kind, d.mode, d.by, d.at],
      );
    },
    async PostingApproved(tx, e) {
      const d = e.data;
      await tx.query(
        `INSERT INTO cc_posting_decisions (center_id, posting_id, kind, company_id, decision, reason, decided_by, decided_at) VALUES ($1, $2, $3, $4, 'approved', NULL, $5, $6)
         ON CONFLICT (center_id, posting_id) DO UPDATE SET decision = 'approved', reason = NULL, decided_by = EXCLUDED.decided_by, decided_at = EXCLUDED.decided_at`,
        [d.centerId, d.postingId, d.kind, d.companyId, d.by, d.at],
      );
    },
    async PostingDeclined(tx, e) {
      const d = e.data;
      await tx.query(
        `INSERT INTO cc_posting_decisions (center_id, posting_id, kind, company_id, decision, reason, decided_by, decided_at) VALUES ($1, $2, $3, $4, 'declined', $5, $6, $7)
         ON CONFLICT (center_id, posting_id) DO UPDATE SET decision = 'declined', reason = EXCLUDED.reason, decided_by = EXCLUDED.decided_by, decided_at = EXCLUDED.decided_at`,
        [d.centerId, d.postingId, d.kind, d.companyId, d.reason, d.by, d.at],
      );
    },
    async EmployerRelationshipSet(tx, e) {
      const d = e.data;
      await tx.query(
        `INSERT INTO cc_employer_relations (center_id, company_id, status, notes, contacts, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (center_id, company_id) DO UPDATE SET status = EXCLUDED.status, notes = EXCLUDED.notes, contacts = EXCLUDED.contacts,
           updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
        [d.centerId, d.companyId, d.status, d.notes, d.contacts, d.by, d.at],
      );
    },
  },
});

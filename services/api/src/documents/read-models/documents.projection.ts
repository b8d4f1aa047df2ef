import type { Db } from '@fast-track/shared/db/db';
import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { DocumentEvent } from '../document.ts';

/** Inline: an organisation's documents as its team lists them (deleted ones leave the table). */
export const documentsProjection = defineProjection<DocumentEvent>({
  name: 'organisation-documents',
  tables: ['organisation_documents'],
  on: {
    async DocumentUploaded(tx, { data: d }) {
      await tx.query(
        `INSERT INTO organisation_documents (document_id, organisation_id, name, content_type, size, uploaded_by, uploaded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [d.documentId, d.organisationId, d.name, d.contentType, d.size, d.uploadedBy, d.uploadedAt],
      );
    },
    async DocumentDeleted(tx, { data: d }) {
      await tx.query('DELETE FROM organisation_documents WHERE document_id = $1', [d.documentId]);
    },
  },
});

export interface DocumentView {
  documentId: string;
  name: string;
  contentType: string;
  size: number;
  uploadedBy: { uniqueId: string; firstName: string; LastName: string };
  uploadedAt: string;
}

interface Row {
  document_id: string;
  name: string;
  content_type: string;
  size: number;
  uploaded_by: string;
  uploaded_at: Date | string;
  first_name: string | null;
  last_name: string | null;
}

const columns = `d.document_id::text AS document_id, d.name, d.content_type, d.size, d.uploaded_by::text AS uploaded_by, d.uploaded_at,
  i.first_name, i.last_name`;
const from = 'organisation_documents d LEFT JOIN account_identities i ON i.account_id = d.uploaded_by';

const view = (r: Row): DocumentView => ({
  documentId: r.document_id,
  name: r.name,
  contentType: r.content_type,
  size: Number(r.size),
  uploadedBy: { uniqueId: r.uploaded_by, firstName: r.first_name ?? '', LastName: r.last_name ?? '' },
  uploadedAt: new Date(r.uploaded_at).toISOString(),
});

/** The organisation's documents, newest first (at most 500: a team's shelf, not an archive). */
export async function listDocuments(db: Db, organisationId: string): Promise<DocumentView[]> {
  const found = await db.query<Row>(`SELECT ${columns} FROM ${from} WHERE d.organisation_id = $1 ORDER BY d.uploaded_at DESC, d.document_id LIMIT 500`, [organisationId]);
  return found.rows.map(view);
}

export async function findDocument(db: Db, organisationId: string, documentId: string): Promise<DocumentView | undefined> {
  const found = await db.query<Row>(`SELECT ${columns} FROM ${from} WHERE d.organisation_id = $1 AND d.document_id = $2`, [organisationId, documentId]);
  return found.rows[0] && view(found.rows[0]);
}

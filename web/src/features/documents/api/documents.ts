import { uploadLimits } from '@fast-track/shared/uploads/upload-limits';
import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';
import { saveDownload } from '../../../lib/save-download.ts';

// A team's documents (career centers, student organisations; docs/host-areas.md). Every call names the organisation.

export const documentSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedBy: z.object({ uniqueId: z.string(), firstName: z.catch(z.string(), ''), LastName: z.catch(z.string(), '') }),
  uploadedAt: z.string(),
});
export type TeamDocument = z.infer<typeof documentSchema>;

/** What the server takes (checked again there, by content); the picker offers these. */
export const ACCEPTED_DOCUMENTS = '.pdf,.docx,.pptx,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';
export const MAX_DOCUMENT_BYTES = uploadLimits.documentBytes;

const base = (organisationId: string) => `api/organisations/${encodeURIComponent(organisationId)}/documents`;

export const listDocuments = (organisationId: string): Promise<Outcome<TeamDocument[]>> =>
  outcomeRequest('get', base(organisationId), (b) => z.object({ documents: z.array(documentSchema) }).parse(b).documents);

export function uploadDocument(organisationId: string, file: File): Promise<Outcome<TeamDocument>> {
  const form = new FormData();
  form.set('file', file, file.name);
  return outcomeRequest('post', base(organisationId), (b) => z.object({ document: documentSchema }).parse(b).document, { form });
}

export const deleteDocument = (organisationId: string, documentId: string): Promise<Outcome<true>> =>
  outcomeRequest('post', `${base(organisationId)}/${encodeURIComponent(documentId)}/delete`, () => true as const, { json: {} });

/** The file, fetched with the bearer (a plain link cannot carry it) and handed to the browser as a download. */
export async function downloadDocument(organisationId: string, document: TeamDocument): Promise<boolean> {
  const response = await http(`${base(organisationId)}/${encodeURIComponent(document.documentId)}/download`, { throwHttpErrors: false, headers: { Accept: '*/*' } });
  if (!response.ok) return false;
  saveDownload(await response.blob(), document.name);
  return true;
}

/** The kind of file, for people (a label key under documents.kind). */
export function documentKind(contentType: string): 'pdf' | 'word' | 'powerpoint' | 'image' {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.includes('wordprocessingml')) return 'word';
  if (contentType.includes('presentationml')) return 'powerpoint';
  return 'image';
}

import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { Router, type Request } from 'express';
import { callerOf, membershipOf, type Guard } from '../accounts/index.ts';
import type { BlobStore } from '../storage/index.ts';
import { checkPdf, FileTooLargeError, MissingFileError, readUpload, sendStoredFile, UnsupportedFileError } from '../uploads/index.ts';
import { DocumentNotFoundError, type DocumentCommand } from './document.decider.ts';
import { runDocumentCommand } from './document.service.ts';
import { documentKey } from './document.ts';
import { documentTypes, maxDocumentBytes, sniffDocument } from './document-types.ts';
import { findDocument, listDocuments } from './read-models/documents.projection.ts';

export interface DocumentDeps {
  db: Db;
  blobs: BlobStore;
  projections: readonly Projection[];
  now: () => number;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function documentIdOf(req: Request): string {
  const value = String(req.params['documentId'] ?? '');
  if (!uuid.test(value)) throw new DocumentNotFoundError('No such document in this organisation.');
  return value.toLowerCase();
}

/** What people called the file, made safe to show and to offer as a download name (no paths, no controls). */
export function documentName(filename: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a header or a list
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').replace(/[\ud800-\udfff]/g, '').trim();
  return base.slice(0, 150) || 'document';
}

/**
 * An organisation's documents (docs/host-areas.md): upload (PDF, DOCX, PPTX, PNG, JPEG, WebP, checked by content,
 * at most 20 MB), list, download as an attachment and delete — for members of that organisation only; anyone else
 * gets 401/403 and another organisation's document is simply not found. Stored through the storage port.
 */
export function documentRoutes(deps: DocumentDeps, guard: Guard): Router {
  const router = Router();
  const members = guard.requireMembership('*');
  const base = '/organisations/:organisationId/documents';
  const run = (documentId: string, command: DocumentCommand, actor: string) => runDocumentCommand(deps, documentId, command, actor);

  router.post(base, members, async (req, res) => {
    const organisationId = membershipOf(res).organisationId;
    const by = callerOf(res).accountId;
    const { file } = await readUpload(req, { maxFileBytes: maxDocumentBytes, maxFields: 2, maxFieldBytes: 512 });
    if (file.bytes.length === 0) throw new MissingFileError('The file is empty.');
    if (file.bytes.length > maxDocumentBytes) throw new FileTooLargeError(`Documents may be at most ${maxDocumentBytes} bytes.`);
    const contentType = sniffDocument(file.bytes);
    if (!contentType) throw new UnsupportedFileError('Documents must be PDF, Word (DOCX), PowerPoint (PPTX) or PNG, JPEG or WebP images.');
    // A PDF is also checked for active content (scripts, launch actions, embedded files): refused with 415.
    if (contentType === documentTypes.pdf) checkPdf(file.bytes, maxDocumentBytes);
    const documentId = randomUUID();
    // The bytes first: a fact never names a file that is not there (a file without a fact is only unlisted).
    await deps.blobs.put(documentKey(organisationId, documentId), file.bytes, contentType);
    const now = new Date(deps.now()).toISOString();
    await run(documentId, { type: 'UploadDocument', data: { documentId, organisationId, name: documentName(file.filename), contentType, size: file.bytes.length, uploadedBy: by, now } }, by);
    res.status(201).json({ msg: 'success', document: await findDocument(deps.db, organisationId, documentId) });
  });

  router.get(base, members, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ documents: await listDocuments(deps.db, membershipOf(res).organisationId) });
  });

  router.get(`${base}/:documentId/download`, members, async (req, res) => {
    const organisationId = membershipOf(res).organisationId;
    const documentId = documentIdOf(req);
    const document = await findDocument(deps.db, organisationId, documentId);
    const stored = document && (await deps.blobs.get(documentKey(organisationId, documentId)));
    if (!document || !stored) throw new DocumentNotFoundError('No such document in this organisation.');
    sendStoredFile(res, { bytes: stored.bytes, contentType: document.contentType }, { cache: 'private', download: document.name });
  });

  router.post(`${base}/:documentId/delete`, members, async (req, res) => {
    const { organisationId, role } = membershipOf(res);
    const documentId = documentIdOf(req);
    const by = callerOf(res).accountId;
    await run(documentId, { type: 'DeleteDocument', data: { documentId, asOrganisationId: organisationId, by, role, now: new Date(deps.now()).toISOString() } }, by);
    await deps.blobs.delete(documentKey(organisationId, documentId));
    res.json({ msg: 'success', deleted: documentId });
  });

  return router;
}

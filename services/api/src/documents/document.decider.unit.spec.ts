import { ForbiddenError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, expect, it } from 'vitest';
import { DocumentNotFoundError, documentDecider, type DocumentCommand } from './document.decider.ts';
import type { DocumentEvent } from './document.ts';
import type { MemberRole } from '../accounts/index.ts';

const spec = deciderSpec(documentDecider);
const documentId = 'd0000000-0000-4000-8000-000000000001';
const organisationId = 'o0000000-0000-4000-8000-000000000001';
const otherOrganisationId = 'o0000000-0000-4000-8000-000000000002';
const now = '2026-11-22T12:00:00.000Z';
const later = '2026-11-23T12:00:00.000Z';

const file = { documentId, organisationId, name: 'brochure.pdf', contentType: 'application/pdf', size: 1024, uploadedBy: 'uploader' } as const;
const upload: DocumentCommand = { type: 'UploadDocument', data: { ...file, now } };
const uploaded: DocumentEvent = { type: 'DocumentUploaded', data: { ...file, uploadedAt: now } };
const remove = (by: string, role: MemberRole, asOrganisationId = organisationId): DocumentCommand => ({
  type: 'DeleteDocument',
  data: { documentId, asOrganisationId, by, role, now: later },
});
const deleted = (by: string): DocumentEvent => ({ type: 'DocumentDeleted', data: { documentId, organisationId, deletedBy: by, deletedAt: later } });
const notFound = (e: DocumentNotFoundError) => e.code === 'DOCUMENT_NOT_FOUND' && e.status === 404;

describe('document decider', () => {
  it('uploads a document into a fresh stream, stamped with the time of the command', () => {
    spec.given([]).when(upload).then([uploaded]);
    expect(spec.given([uploaded]).state).toEqual({ status: 'stored', organisationId, uploadedBy: 'uploader' });
  });

  it('never reuses a document id, not even after the document was deleted', () => {
    spec.given([uploaded]).when(upload).thenThrows(DocumentNotFoundError, notFound);
    spec.given([uploaded, deleted('uploader')]).when(upload).thenThrows(DocumentNotFoundError, notFound);
  });

  it('lets whoever uploaded it delete it, whatever their role', () => {
    spec.given([uploaded]).when(remove('uploader', 'member')).then([deleted('uploader')]);
  });

  it("lets an owner or admin delete someone else's document, but not a plain member", () => {
    spec.given([uploaded]).when(remove('boss', 'owner')).then([deleted('boss')]);
    spec.given([uploaded]).when(remove('deputy', 'admin')).then([deleted('deputy')]);
    spec
      .given([uploaded])
      .when(remove('colleague', 'member'))
      .thenThrows(ForbiddenError, (e) => e.code === 'FORBIDDEN');
  });

  it('does not reveal a document to another organisation, whoever asks', () => {
    spec.given([uploaded]).when(remove('uploader', 'owner', otherOrganisationId)).thenThrows(DocumentNotFoundError, notFound);
  });

  it('refuses to delete a document that was never uploaded or is gone already', () => {
    spec.given([]).when(remove('uploader', 'owner')).thenThrows(DocumentNotFoundError, notFound);
    spec.given([uploaded, deleted('uploader')]).when(remove('uploader', 'owner')).thenThrows(DocumentNotFoundError, notFound);
    expect(spec.given([uploaded, deleted('uploader')]).state).toEqual({ status: 'deleted', organisationId, uploadedBy: 'uploader' });
  });
});

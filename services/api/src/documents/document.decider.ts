import { AppError, ForbiddenError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import type { MemberRole } from '../accounts/index.ts';
import { evolveDocument, initialDocumentState, type DocumentEvent, type DocumentState, type DocumentUploaded, type StoredDocument } from './document.ts';

export class DocumentNotFoundError extends AppError {
  readonly code = 'DOCUMENT_NOT_FOUND';
  readonly status = 404;
  readonly title = 'Document not found';
}

export type UploadDocument = DomainCommand<'UploadDocument', Omit<DocumentUploaded['data'], 'uploadedAt'> & { now: string }>;
/** `asOrganisationId` is the organisation whose membership the route proved; `role` the caller's role there. */
export type DeleteDocument = DomainCommand<
  'DeleteDocument',
  { documentId: string; asOrganisationId: string; by: string; role: MemberRole; now: string }
>;
export type DocumentCommand = UploadDocument | DeleteDocument;

/** Who may delete: the person who uploaded it, or an owner or admin of the team. */
export const mayDelete = (state: StoredDocument, by: string, role: MemberRole): boolean =>
  state.uploadedBy === by || role === 'owner' || role === 'admin';

export const documentDecider: Decider<DocumentState, DocumentCommand, DocumentEvent> = {
  initialState: initialDocumentState,
  evolve: evolveDocument,
  decide(command, state) {
    switch (command.type) {
      case 'UploadDocument': {
        if (state.status !== 'none') throw new DocumentNotFoundError('This document id is taken.');
        const { now, ...data } = command.data;
        return [{ type: 'DocumentUploaded', data: { ...data, uploadedAt: now } }];
      }
      case 'DeleteDocument': {
        const { documentId, asOrganisationId, by, role, now } = command.data;
        if (state.status !== 'stored' || state.organisationId !== asOrganisationId) throw new DocumentNotFoundError('No such document in this organisation.');
        if (!mayDelete(state, by, role)) throw new ForbiddenError('Only whoever uploaded it, or an owner or admin, may delete this document.');
        return [{ type: 'DocumentDeleted', data: { documentId, organisationId: asOrganisationId, deletedBy: by, deletedAt: now } }];
      }
    }
  },
};

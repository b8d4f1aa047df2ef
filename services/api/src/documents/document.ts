import type { DomainEvent } from '@fast-track/shared/event-store/types';
import type { DocumentType } from './document-types.ts';

// A file of an organisation's team (issue 13: career centers' and student organisations' documents), one stream per
// document (`document-<id>`). The bytes live in the storage port under `documents/<organisationId>/<documentId>`; the
// facts say who uploaded what and when, and when it was deleted.

export type DocumentUploaded = DomainEvent<
  'DocumentUploaded',
  { documentId: string; organisationId: string; name: string; contentType: DocumentType; size: number; uploadedBy: string; uploadedAt: string }
>;
export type DocumentDeleted = DomainEvent<'DocumentDeleted', { documentId: string; organisationId: string; deletedBy: string; deletedAt: string }>;
export type DocumentEvent = DocumentUploaded | DocumentDeleted;

export type DocumentState = { status: 'none' } | { status: 'stored' | 'deleted'; organisationId: string; uploadedBy: string };
export type StoredDocument = { status: 'stored' | 'deleted'; organisationId: string; uploadedBy: string };

export const initialDocumentState = (): DocumentState => ({ status: 'none' });

export function evolveDocument(state: DocumentState, event: DocumentEvent): DocumentState {
  switch (event.type) {
    case 'DocumentUploaded':
      return { status: 'stored', organisationId: event.data.organisationId, uploadedBy: event.data.uploadedBy };
    case 'DocumentDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
  }
}

export const documentStreamId = (documentId: string): string => `document-${documentId}`;
/** Where the bytes are: under the organisation, never the public /api/files route. */
export const documentKey = (organisationId: string, documentId: string): string => `documents/${organisationId}/${documentId}`;

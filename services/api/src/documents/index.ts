// The documents slice's public surface (issue 13: a team's files): other code imports only from here.
export { createDocumentsModule } from './documents.module.ts';
export { documentRoutes, type DocumentDeps } from './document.routes.ts';
export { documentsProjection, listDocuments } from './read-models/documents.projection.ts';
export { documentDecider, type DocumentCommand } from './document.decider.ts';
export { documentStreamId, documentKey, type DocumentEvent } from './document.ts';
export { sniffDocument, documentTypes, maxDocumentBytes } from './document-types.ts';

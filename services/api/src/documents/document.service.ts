import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { DocumentDeps } from './document.routes.ts';
import { documentDecider, type DocumentCommand } from './document.decider.ts';
import { documentStreamId } from './document.ts';

/** Every write to an organisation's document: the decider decides, the inline projections follow in the same transaction. */
export function runDocumentCommand(deps: DocumentDeps, documentId: string, command: DocumentCommand, actor: string) {
  return handleCommand(deps.db, documentStreamId(documentId), documentDecider, command, { projections: deps.projections, metadata: { actor } });
}

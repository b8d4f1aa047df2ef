import type { Decider, DomainEvent } from '@fast-track/shared/event-store/types';
import { stableUuid } from '../../demo/demo-random.ts';
import { documentDecider, documentStreamId, documentTypes, type DocumentCommand } from '../../documents/index.ts';
import type { RebuildWorld } from './rebuild-world.ts';

/** Team documents uploaded and deleted, by whom may and (refused) by whom may not. */
export async function documentWalk(w: RebuildWorld): Promise<void> {
  const { random, pick, start, run, accountIds, pickOrganisation } = w;
  // Team documents (issue 13): uploads to organisations, deletions by the uploader, an owner or admin, or (refused)
  // anyone else, of documents of this or (refused) another organisation.
  const documentIds: { documentId: string; organisationId: string; uploadedBy: string }[] = [];
  const runDocument = (command: DocumentCommand) =>
    run(documentStreamId(command.data.documentId), documentDecider as Decider<unknown, DocumentCommand, DomainEvent>, command);
  for (let step = 0; step < 60; step++) {
    const now = new Date(start + (900 + step) * 1000).toISOString();
    const by = pick(accountIds);
    if (documentIds.length === 0 || random() < 0.5) {
      const documentId = stableUuid(`rebuild-document-${step}`);
      const organisationId = pickOrganisation();
      const contentType = pick(Object.values(documentTypes));
      await runDocument({ type: 'UploadDocument', data: { documentId, organisationId, name: `File ${step}`, contentType, size: 100 + step, uploadedBy: by, now } });
      documentIds.push({ documentId, organisationId, uploadedBy: by });
    } else {
      const doc = pick(documentIds);
      const asOrganisationId = random() < 0.85 ? doc.organisationId : pickOrganisation();
      const who = random() < 0.5 ? doc.uploadedBy : by;
      await runDocument({ type: 'DeleteDocument', data: { documentId: doc.documentId, asOrganisationId, by: who, role: pick(['owner', 'admin', 'member'] as const), now } });
    }
  }
}

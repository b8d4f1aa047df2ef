import type { Projection } from '@fast-track/shared/event-store/projection';
import type { RecordedEvent } from '@fast-track/shared/event-store/types';
import type { CompanyRegistered } from '../company.ts';

/** Inline: `companies` is the list of hosts the rest of the API looks companies up in. */
export const companiesProjection: Projection = {
  name: 'companies',
  tables: ['companies'],
  eventTypes: ['CompanyRegistered'],
  async handle(tx, events) {
    for (const event of events as readonly RecordedEvent<CompanyRegistered>[]) {
      const { companyId, slug, name, logo, registeredAt } = event.data;
      await tx.query(
        `INSERT INTO companies (company_id, slug, name, logo, registered_at) VALUES ($1, $2, $3, $4, $5)`,
        [companyId, slug, name, logo, registeredAt],
      );
    }
  },
};

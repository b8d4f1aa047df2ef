import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { CompanyEvent } from '../company.ts';

/** Inline: `companies` is the list of hosts the rest of the API looks companies up in. */
export const companiesProjection = defineProjection<CompanyEvent>({
  name: 'companies',
  tables: ['companies'],
  on: {
    async CompanyRegistered(tx, { data: { companyId, slug, name, logo, registeredAt } }) {
      await tx.query(
        `INSERT INTO companies (company_id, slug, name, logo, registered_at) VALUES ($1, $2, $3, $4, $5)`,
        [companyId, slug, name, logo, registeredAt],
      );
    },
  },
});

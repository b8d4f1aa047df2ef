import { z } from 'zod';
import { outcomeRequest } from '../../lib/outcome-request.ts';

/** GET /api/companies/:companyId/responsiveness (docs/companies.md § Response transparency); null under five answers. */
export const responsivenessSchema = z.nullable(
  z.object({ answered: z.number().int(), counted: z.number().int(), answeredPercent: z.number(), medianHours: z.number() }),
);
export type Responsiveness = z.infer<typeof responsivenessSchema>;

export const getResponsiveness = (companyId: string) =>
  outcomeRequest('get', `api/companies/${encodeURIComponent(companyId)}/responsiveness`, (b) =>
    z.object({ responsiveness: responsivenessSchema }).parse(b).responsiveness,
  );

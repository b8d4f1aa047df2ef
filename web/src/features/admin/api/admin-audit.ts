import * as z from 'zod/mini';
import { outcomeRequest } from '../../../lib/outcome-request.ts';

// The audit view (issue 26 part 6, docs/admin.md): every admin action from the log, newest first, 50 a page.

export const AUDIT_KINDS = ['organisation', 'article', 'report', 'account', 'takedown'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export interface AuditFilter {
  adminId: string;
  kind: AuditKind | '';
  /** YYYY-MM-DD or empty. */
  from: string;
  to: string;
}

const entrySchema = z.object({
  position: z.number(),
  at: z.string(),
  adminId: z.string(),
  admin: z.string(),
  kind: z.string(),
  action: z.string(),
  subjectId: z.string(),
  reason: z.string(),
});
export type AuditEntry = z.infer<typeof entrySchema>;

const pageSchema = z.object({
  actions: z.array(entrySchema),
  next: z.nullable(z.number()),
  admins: z.array(z.object({ adminId: z.string(), email: z.string() })),
});
export type AuditPage = z.infer<typeof pageSchema>;

export function listAuditActions(filter: AuditFilter, before?: number) {
  const query = new URLSearchParams();
  for (const key of ['adminId', 'kind', 'from', 'to'] as const) if (filter[key]) query.set(key, filter[key]);
  if (before !== undefined) query.set('before', String(before));
  const search = query.toString();
  return outcomeRequest('get', `api/admin/audit${search ? `?${search}` : ''}`, (b) => pageSchema.parse(b));
}

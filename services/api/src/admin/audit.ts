import type { Db } from '@fast-track/shared/db/db';

/**
 * The admin's audit view (issue 26 part 6): every event an admin wrote, read from the log itself, so nothing an
 * admin did can be missing from it. Every admin decision names its admin in the metadata's actor (organisation
 * reviews, magazine articles, message report decisions); the admins are the identities of kind admin. What an admin
 * writes on their own account (its creation, a new password) is not an admin action and stays out.
 */

/** What an action was about, from the stream it was written to; a stream of another prefix is 'other'. */
export const auditKinds = { organisation: 'organisation-', article: 'article-', report: 'conversation-', account: 'account-', takedown: 'takedown-' } as const;
export type AuditKind = keyof typeof auditKinds | 'other';
export const auditPageSize = 50;

export interface AuditFilter {
  adminId?: string | undefined;
  kind?: keyof typeof auditKinds | undefined;
  /** Inclusive days (YYYY-MM-DD, UTC). */
  from?: string | undefined;
  to?: string | undefined;
  /** The `next` of the page before: only actions older than it. */
  before?: number | undefined;
}

export interface AuditEntry {
  position: number;
  at: string;
  adminId: string;
  admin: string;
  kind: AuditKind;
  action: string;
  subjectId: string;
  reason: string;
}

interface AuditRow {
  global_position: string;
  created_at: Date | string;
  admin_id: string;
  admin_email: string;
  stream_id: string;
  type: string;
  reason: string | null;
}

function kindOf(streamId: string): { kind: AuditKind; subjectId: string } {
  for (const [kind, prefix] of Object.entries(auditKinds)) {
    if (streamId.startsWith(prefix)) return { kind: kind as AuditKind, subjectId: streamId.slice(prefix.length) };
  }
  return { kind: 'other', subjectId: streamId };
}

/** One page of admin actions, newest first; `next` asks for the page after it (null: this was the last). */
export async function listAdminActions(db: Db, filter: AuditFilter): Promise<{ actions: AuditEntry[]; next: number | null }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.adminId) where.push(`a.account_id::text = ${param(filter.adminId)}`);
  if (filter.kind) where.push(`e.stream_id LIKE ${param(`${auditKinds[filter.kind]}%`)}`);
  if (filter.from) where.push(`e.created_at >= ${param(filter.from)}::date`);
  if (filter.to) where.push(`e.created_at < ${param(filter.to)}::date + 1`);
  if (filter.before !== undefined) where.push(`e.global_position < ${param(filter.before)}`);
  const rows = await db.query<AuditRow>(
    `SELECT e.global_position, e.created_at, a.account_id AS admin_id, a.email AS admin_email, e.stream_id, e.type,
            e.data->>'reason' AS reason
       FROM account_identities a
       JOIN events e ON e.metadata->>'actor' = a.account_id::text
      WHERE a.kind = 'admin' AND e.stream_id <> 'account-' || a.account_id::text${where.map((w) => ` AND ${w}`).join('')}
      ORDER BY e.global_position DESC
      LIMIT ${param(auditPageSize + 1)}`,
    params,
  );
  const page = rows.rows.slice(0, auditPageSize).map((row): AuditEntry => ({
    position: Number(row.global_position),
    at: new Date(row.created_at).toISOString(),
    adminId: row.admin_id,
    admin: row.admin_email,
    ...kindOf(row.stream_id),
    action: row.type,
    reason: row.reason ?? '',
  }));
  return { actions: page, next: rows.rows.length > auditPageSize ? page[page.length - 1]!.position : null };
}

/** The admins the filter offers (an erased admin's actions stay in the log but leave the view with the identity). */
export async function listAdmins(db: Db): Promise<{ adminId: string; email: string }[]> {
  const rows = await db.query<{ account_id: string; email: string }>(`SELECT account_id, email FROM account_identities WHERE kind = 'admin' ORDER BY email`);
  return rows.rows.map((r) => ({ adminId: r.account_id, email: r.email }));
}

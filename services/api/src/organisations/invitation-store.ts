import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { hashToken, type MemberRole } from '../accounts/index.ts';

export const invitationTtlMs = 7 * 86_400_000;

export interface Invitation {
  invitationId: string;
  organisationId: string;
  email: string;
  emailHash: string;
  role: MemberRole;
  inviteeId: string;
  expiresAt: string;
}

interface InvitationRow {
  invitation_id: string;
  organisation_id: string;
  email: string;
  email_hash: string;
  role: MemberRole;
  invitee_id: string;
  expires_at: Date | string;
}

const toInvitation = (r: InvitationRow): Invitation => ({
  invitationId: r.invitation_id,
  organisationId: r.organisation_id,
  email: r.email,
  emailHash: r.email_hash,
  role: r.role,
  inviteeId: r.invitee_id,
  expiresAt: new Date(r.expires_at).toISOString(),
});

/**
 * Team invitations: rows, not events (they hold the invitee's address). The link's `dsa` is 32 random bytes; only
 * its SHA-256 is stored, it works once (the row is deleted when used) and for 7 days. A new invitation of the
 * same address to the same organisation replaces the old one.
 */
export const invitationStore = {
  async create(
    tx: Db,
    input: { organisationId: string; email: string; emailHash: string; role: MemberRole; inviteeId: string | undefined; invitedBy: string; nowMs: number },
  ): Promise<{ invitationId: string; dsa: string; inviteeId: string }> {
    const invitationId = randomUUID();
    const dsa = randomBytes(32).toString('base64url');
    const inviteeId = input.inviteeId ?? randomUUID();
    await tx.query('DELETE FROM organisation_invitations WHERE organisation_id = $1 AND email_hash = $2', [input.organisationId, input.emailHash]);
    await tx.query(
      `INSERT INTO organisation_invitations
         (invitation_id, organisation_id, email, email_hash, role, token_hash, invitee_id, invited_by, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [invitationId, input.organisationId, input.email, input.emailHash, input.role, hashToken(dsa), inviteeId, input.invitedBy, new Date(input.nowMs + invitationTtlMs), new Date(input.nowMs)],
    );
    return { invitationId, dsa, inviteeId };
  },

  /** The live invitation the link names, or undefined (unknown, used, expired, or a dsa that does not match). */
  async find(db: Db, link: { organisationId: string; dsa: string; invitationId: string }, nowMs: number): Promise<Invitation | undefined> {
    const found = await db.query<InvitationRow>(
      `SELECT invitation_id, organisation_id, email, email_hash, role, invitee_id, expires_at FROM organisation_invitations
       WHERE invitation_id = $1 AND organisation_id = $2 AND token_hash = $3 AND expires_at > $4`,
      [link.invitationId, link.organisationId, hashToken(link.dsa), new Date(nowMs)],
    );
    return found.rows[0] && toInvitation(found.rows[0]);
  },

  /** Spends the invitation; false when another request spent it first (single use under races). */
  async consume(tx: Db, invitationId: string): Promise<boolean> {
    const gone = await tx.query('DELETE FROM organisation_invitations WHERE invitation_id = $1 RETURNING invitation_id', [invitationId]);
    return gone.rows.length === 1;
  },

  async pending(db: Db, organisationId: string, nowMs: number): Promise<{ invitationId: string; email: string; role: MemberRole; expiresAt: string }[]> {
    const found = await db.query<InvitationRow>(
      `SELECT invitation_id, organisation_id, email, email_hash, role, invitee_id, expires_at FROM organisation_invitations
       WHERE organisation_id = $1 AND expires_at > $2 ORDER BY created_at`,
      [organisationId, new Date(nowMs)],
    );
    return found.rows.map((r) => ({ invitationId: r.invitation_id, email: r.email, role: r.role, expiresAt: new Date(r.expires_at).toISOString() }));
  },

  async eraseFor(tx: Db, emailHash: string): Promise<void> {
    await tx.query('DELETE FROM organisation_invitations WHERE email_hash = $1', [emailHash]);
  },
};

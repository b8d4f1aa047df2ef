import type { Projection } from '@fast-track/shared/event-store/projection';
import type { RecordedEvent } from '@fast-track/shared/event-store/types';
import type { OrganisationEvent } from '../organisation.ts';

/**
 * Inline: organisations (with a society's admission rule), their members, pending join requests and open offers of
 * ownership, so a write is readable (and guarded) at once.
 */
export const organisationsProjection: Projection = {
  name: 'organisations',
  tables: ['organisations', 'organisation_members', 'organisation_join_requests', 'organisation_handovers'],
  eventTypes: [
    'OrganisationCreated',
    'OrganisationMemberAdded',
    'OrganisationMemberRoleChanged',
    'OrganisationMemberRemoved',
    'OrganisationMemberJobRoleSet',
    'OrganisationJoinRequested',
    'OrganisationJoinRequestDecided',
    'OrganisationApproved',
    'OrganisationRejected',
    'OrganisationSuspended',
    'OrganisationAdmissionSet',
    'OrganisationHandoverOffered',
    'OrganisationHandoverWithdrawn',
    'OrganisationHandoverAnswered',
  ],
  async handle(tx, events) {
    for (const event of events as readonly RecordedEvent<OrganisationEvent>[]) {
      switch (event.type) {
        case 'OrganisationCreated': {
          const d = event.data;
          await tx.query(
            `INSERT INTO organisations (organisation_id, kind, name, status, profile, email_domain, university_name, university_area, created_at)
             VALUES ($1, $2, $3, $4, $5::text::jsonb, $6, $7, $8, $9)`,
            [d.organisationId, d.kind, d.name, d.status, JSON.stringify(d.profile), d.emailDomain, d.university?.name ?? null, d.university?.area ?? null, d.createdAt],
          );
          break;
        }
        case 'OrganisationMemberAdded':
          await tx.query('INSERT INTO organisation_members (organisation_id, account_id, role, joined_at) VALUES ($1, $2, $3, $4)', [
            event.data.organisationId,
            event.data.accountId,
            event.data.role,
            event.data.addedAt,
          ]);
          // A member has nothing left to ask for (the decider's state drops the request the same way).
          await tx.query('DELETE FROM organisation_join_requests WHERE organisation_id = $1 AND account_id = $2', [event.data.organisationId, event.data.accountId]);
          break;
        case 'OrganisationMemberRoleChanged':
          await tx.query('UPDATE organisation_members SET role = $3 WHERE organisation_id = $1 AND account_id = $2', [
            event.data.organisationId,
            event.data.accountId,
            event.data.role,
          ]);
          break;
        case 'OrganisationMemberRemoved':
          await tx.query('DELETE FROM organisation_members WHERE organisation_id = $1 AND account_id = $2', [event.data.organisationId, event.data.accountId]);
          // An offer to someone who left has no one to answer it (as the decider's state).
          await tx.query('DELETE FROM organisation_handovers WHERE organisation_id = $1 AND to_account_id = $2', [event.data.organisationId, event.data.accountId]);
          break;
        case 'OrganisationMemberJobRoleSet':
          await tx.query('UPDATE organisation_members SET job_role = $3 WHERE organisation_id = $1 AND account_id = $2', [
            event.data.organisationId,
            event.data.accountId,
            event.data.jobRole,
          ]);
          break;
        case 'OrganisationJoinRequested':
          await tx.query('INSERT INTO organisation_join_requests (organisation_id, account_id, requested_at) VALUES ($1, $2, $3)', [
            event.data.organisationId,
            event.data.accountId,
            event.data.requestedAt,
          ]);
          break;
        case 'OrganisationJoinRequestDecided':
          await tx.query('DELETE FROM organisation_join_requests WHERE organisation_id = $1 AND account_id = $2', [event.data.organisationId, event.data.accountId]);
          break;
        case 'OrganisationApproved':
          await tx.query(`UPDATE organisations SET status = 'active', status_reason = NULL WHERE organisation_id = $1`, [event.data.organisationId]);
          break;
        case 'OrganisationRejected':
          await tx.query(`UPDATE organisations SET status = 'rejected', status_reason = $2 WHERE organisation_id = $1`, [event.data.organisationId, event.data.reason]);
          break;
        case 'OrganisationSuspended':
          await tx.query(`UPDATE organisations SET status = 'suspended', status_reason = $2 WHERE organisation_id = $1`, [event.data.organisationId, event.data.reason]);
          break;
        case 'OrganisationAdmissionSet':
          await tx.query('UPDATE organisations SET admission = $2 WHERE organisation_id = $1', [event.data.organisationId, event.data.admission]);
          break;
        case 'OrganisationHandoverOffered': {
          const d = event.data;
          // One row per organisation: a new offer (after the old one expired) takes the old one's place.
          await tx.query(
            `INSERT INTO organisation_handovers (organisation_id, from_account_id, to_account_id, offered_at, expires_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (organisation_id) DO UPDATE SET from_account_id = $2, to_account_id = $3, offered_at = $4, expires_at = $5`,
            [d.organisationId, d.fromAccountId, d.toAccountId, d.offeredAt, d.expiresAt],
          );
          break;
        }
        case 'OrganisationHandoverWithdrawn':
        case 'OrganisationHandoverAnswered':
          await tx.query('DELETE FROM organisation_handovers WHERE organisation_id = $1', [event.data.organisationId]);
          break;
        default:
          break;
      }
    }
  },
};

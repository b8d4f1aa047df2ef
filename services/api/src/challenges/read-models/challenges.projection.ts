import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { ChallengeEvent } from '../challenge.ts';

/**
 * Inline: one row per challenge (the editor's latest content in `draft`, the students' current version in
 * `published`), every published version in challenge_versions (attempts grade against their own), invite links.
 */
export const challengesProjection = defineProjection<ChallengeEvent>({
  name: 'challenges',
  tables: ['challenges', 'challenge_versions', 'challenge_invites'],
  on: {
    async ChallengeDrafted(tx, event) {
      const { challengeId, companyId, content, at } = event.data;
      await tx.query(
        `INSERT INTO challenges (challenge_id, company_id, status, title, track_id, series, draft, content_version, has_unpublished, created_at, updated_at, version)
         VALUES ($1, $2, 'draft', $3, $4, $5, $6::text::jsonb, 0, true, $7, $7, $8)`,
        [challengeId, companyId, content.title, content.track, content.series, JSON.stringify(content), at, event.streamPosition],
      );
    },
    async ChallengeDraftSaved(tx, event) {
      const { challengeId, content, at } = event.data;
      // A draft's title and track follow the editor; a published one keeps its published title for students.
      await tx.query(
        `UPDATE challenges SET draft = $2::text::jsonb, has_unpublished = true, updated_at = $3, version = $4,
           title = CASE WHEN status = 'draft' THEN $5 ELSE title END,
           track_id = CASE WHEN status = 'draft' THEN $6 ELSE track_id END,
           series = CASE WHEN status = 'draft' THEN $7 ELSE series END
         WHERE challenge_id = $1`,
        [challengeId, JSON.stringify(content), at, event.streamPosition, content.title, content.track, content.series],
      );
    },
    async ChallengePublished(tx, event) {
      const { challengeId, contentVersion, content, at } = event.data;
      const json = JSON.stringify(content);
      await tx.query(
        `UPDATE challenges SET status = 'published', title = $3, track_id = $4, series = $5, draft = $2::text::jsonb, published = $2::text::jsonb,
           content_version = $6, has_unpublished = false, opens_at = $7, closes_at = $8, updated_at = $9,
           published_at = COALESCE(published_at, $9), version = $10
         WHERE challenge_id = $1`,
        [challengeId, json, content.title, content.track, content.series, contentVersion, content.opensAt, content.closesAt, at, event.streamPosition],
      );
      await tx.query('INSERT INTO challenge_versions (challenge_id, content_version, content) VALUES ($1, $2, $3::text::jsonb)', [challengeId, contentVersion, json]);
    },
    async ChallengeClosed(tx, event) {
      const { challengeId, at } = event.data;
      await tx.query(
        `UPDATE challenges SET status = 'closed', closed_at = $2, closes_at = LEAST(closes_at, $2), updated_at = $2, version = $3 WHERE challenge_id = $1`,
        [challengeId, at, event.streamPosition],
      );
    },
    // Only a never-published challenge is deleted (the decider's rule): it has no versions, invites or attempts.
    async ChallengeDraftDeleted(tx, event) {
      await tx.query('DELETE FROM challenges WHERE challenge_id = $1', [event.data.challengeId]);
    },
    async ChallengeInviteCreated(tx, event) {
      const { challengeId, link, at } = event.data;
      await tx.query('INSERT INTO challenge_invites (link, challenge_id, created_at) VALUES ($1, $2, $3)', [link, challengeId, at]);
      await tx.query('UPDATE challenges SET version = $2 WHERE challenge_id = $1', [challengeId, event.streamPosition]);
    },
  },
});

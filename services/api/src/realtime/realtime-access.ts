import type { Db } from '@fast-track/shared/db/db';
import { coParticipantsAmong, eventShownTo } from '../events/index.ts';
import { conversationPartnersAmong } from '../messaging/index.ts';

/**
 * What the realtime server may tell whom, answered by the slices that own the HTTP rules (docs/realtime-gateway.md
 * "Rooms and reach"): the socket side never keeps a copy of a rule.
 */
export interface RealtimeAccess {
  /** Whether this caller (undefined: a visitor) may watch the event's live data: the detail call shows it to them. */
  mayWatchEvent(eventId: string, userId: string | undefined): Promise<boolean>;
  /** For each viewer, which of the online accounts they may see online: co-participants and conversation partners. */
  visiblePeers(viewers: readonly string[], online: readonly string[]): Promise<Map<string, Set<string>>>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createRealtimeAccess(db: Db): RealtimeAccess {
  return {
    mayWatchEvent: (eventId, userId) => eventShownTo(db, eventId, userId),
    async visiblePeers(viewers, online) {
      // Account ids are uuids; anything else (a hand-made handshake) can be nobody's peer and must not break the query.
      const v = viewers.filter((id) => uuid.test(id));
      const o = online.filter((id) => uuid.test(id));
      const pairs = (await Promise.all([coParticipantsAmong(db, v, o), conversationPartnersAmong(db, v, o)])).flat();
      const peers = new Map<string, Set<string>>();
      for (const { viewer, peer } of pairs) {
        const set = peers.get(viewer) ?? new Set<string>();
        set.add(peer);
        peers.set(viewer, set);
      }
      return peers;
    },
  };
}

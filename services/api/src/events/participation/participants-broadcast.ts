/**
 * Tells an event's viewers its participants list after toggles, at most once per window per event and replica.
 * The list grows with the event (the contract sends all of it), so reading and sending it on every toggle of a
 * crowd would make each toggle cost the crowd. The first change after a quiet window goes out at once (the
 * caller awaits it, so a lone toggle is seen before its answer); changes within the window are folded into one
 * send at its end, read then, so it carries the latest list. Nothing is lost: the last change always gets a send
 * that reads after it.
 */
export interface ParticipantsBroadcast {
  changed(eventId: string): Promise<void>;
}

export interface ParticipantsBroadcastOptions {
  read: (eventId: string) => Promise<string[]>;
  send: (eventId: string, participants: string[]) => void;
  /** Reported, never thrown: a lost broadcast must not fail a committed command. */
  onError?: (error: unknown) => void;
  windowMs?: number;
  now?: () => number;
}

interface Lane {
  quietFrom: number;
  trailing?: ReturnType<typeof setTimeout>;
}

export function createParticipantsBroadcast(options: ParticipantsBroadcastOptions): ParticipantsBroadcast {
  const windowMs = options.windowMs ?? 500;
  const now = options.now ?? Date.now;
  const lanes = new Map<string, Lane>();

  const send = async (eventId: string): Promise<void> => {
    try {
      options.send(eventId, await options.read(eventId));
    } catch (error) {
      options.onError?.(error);
    }
  };

  return {
    async changed(eventId) {
      const at = now();
      const lane = lanes.get(eventId);
      if (lane?.trailing) return;
      if (!lane || at >= lane.quietFrom) {
        // Idle lanes are dropped once their window is over, so the map holds only events changed recently.
        for (const [id, other] of lanes) if (!other.trailing && other.quietFrom <= at) lanes.delete(id);
        lanes.set(eventId, { quietFrom: at + windowMs });
        await send(eventId);
        return;
      }
      lane.trailing = setTimeout(() => {
        lanes.set(eventId, { quietFrom: now() + windowMs });
        void send(eventId);
      }, lane.quietFrom - at);
      lane.trailing.unref?.();
    },
  };
}

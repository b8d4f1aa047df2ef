/**
 * Who is online. Two implementations with one interface: in memory (embedded mode, one process) and in Redis
 * (REDIS_URL, every replica). Counts are per user, so several tabs of one student count once.
 */
export interface Presence {
  /** A socket of the user connected to this server. */
  add(userId: string): Promise<void>;
  /** One of the user's sockets on this server disconnected. */
  remove(userId: string): Promise<void>;
  /** Users with at least one live socket on any live server. */
  online(): Promise<string[]>;
  /** Keeps this server's entries alive; called every heartbeat. A server that stops calling it fades out. */
  heartbeat(): Promise<void>;
  /** Graceful exit: this server's entries go at once instead of at expiry. */
  close(): Promise<void>;
}

/** Socket counts of one server, the source of truth both implementations start from. */
export class SocketCounts {
  private readonly counts = new Map<string, number>();

  /** The user's count after adding one socket. */
  add(userId: string): number {
    const next = (this.counts.get(userId) ?? 0) + 1;
    this.counts.set(userId, next);
    return next;
  }

  /** The user's count after removing one socket (0 = gone from this server). */
  remove(userId: string): number {
    const next = (this.counts.get(userId) ?? 0) - 1;
    if (next > 0) this.counts.set(userId, next);
    else this.counts.delete(userId);
    return Math.max(next, 0);
  }

  users(): string[] {
    return [...this.counts.keys()];
  }

  entries(): [string, number][] {
    return [...this.counts.entries()];
  }
}

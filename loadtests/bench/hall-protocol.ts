// What hall-bench.ts and its watcher processes (hall-watchers.ts) tell each other over IPC, and how both name a message.

/** Reference times of one committed question or vote, wall-clock ms (performance.timeOrigin + performance.now()). */
export interface MessageRef {
  /**
   * The committing transaction's timestamp (Postgres now() in events.created_at, µs): server side, an upper bound of
   * the commit by the transaction's own length (a few ms). The target is judged from it.
   */
  committedAt?: number;
  /** When the bench started the write call: an upper bound of the commit (the call's own work comes before it). */
  callStart: number;
  /** When its answer arrived: a lower bound (the API broadcasts before it answers, so an arrival may precede it). */
  answered: number;
  /** A question's askedAt, the server's clock before the command ran (ms resolution): an upper bound, server side. */
  askedAt?: number;
}

export type WatcherCommand =
  | { kind: 'start'; urls: string[]; eventId: string; identities: ({ id: string; token: string } | null)[]; offset: number; concurrency: number }
  | { kind: 'measure' }
  | { kind: 'progress' }
  | { kind: 'settle'; refs: Record<string, MessageRef>; owed: boolean[] }
  | { kind: 'stop' };

export interface WatcherSummary {
  /** Sockets owed × messages. */
  expected: number;
  received: number;
  /** Every arrival while measuring, of messages known or not: what the replicas wrote to these sockets. */
  arrivals: number;
  lost: number;
  duplicated: number;
  /** Messages heard that the bench has no answer for (a write whose answer never came; should be none). */
  unknownKeys: string[];
  /** Latency histograms: whole milliseconds → arrivals. */
  fromCommit: Record<number, number>;
  fromCallStart: Record<number, number>;
  fromAnswer: Record<number, number>;
  fromAskedAt: Record<number, number>;
  watchingAtEnd: number;
  disconnects: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** This process's CPU while measuring. */
  cpuMs: number;
  rssMb: number;
}

export type WatcherReport =
  | { kind: 'ready'; connected: number; watching: number; failures: number; firstError: string }
  | { kind: 'owed'; owed: boolean[] }
  | { kind: 'progress'; delivered: number }
  | { kind: 'summary'; summary: WatcherSummary };

export const questionKey = (questionId: string): string => `q:${questionId}`;
export const voteKey = (questionId: string, userId: string): string => `v:${questionId}:${userId}`;

export const messageKeyOfQuestion = (payload: { question: { uniqueId: string } }): string => questionKey(payload.question.uniqueId);

/**
 * A vote names its voter (`userId`); a payload that carries only the question's whole upvoter list (the shape before
 * issue 28) is read as the vote of the list's last voter, which holds while the bench only adds votes and no two
 * land on one question at the same moment.
 */
export const messageKeyOfVote = (payload: { questionId: string; userId?: string; upvotes?: string[] }): string =>
  voteKey(payload.questionId, payload.userId ?? payload.upvotes?.at(-1) ?? '?');

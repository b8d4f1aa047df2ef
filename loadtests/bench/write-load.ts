// Load for the write bench: students alternate an attendance toggle and an upvote flip on one event. Every answered
// request is one commit (a toggle always changes the standing; the upvote asks for the opposite of the student's
// current vote, tracked from the answers). Latency is measured per request, from send to last byte.
import http from 'node:http';
import type { BenchEvent } from './write-world.ts';
import { postWithBearer, type BenchAnswer } from './bench-http.ts';

export interface Student {
  id: string;
  token: string;
}

export interface LoadResult {
  seconds: number;
  ok: number;
  failed: number;
  /** Answers other than 200, by status (0 = no answer). */
  statuses: Record<string, number>;
  latenciesMs: number[];
}

interface Actor {
  student: Student;
  /** The API replica this student talks to (sticky, as behind the gateway). */
  base: URL;
  turn: number;
  voted: Map<string, boolean>;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

const post = (base: URL, path: string, token: string, body: unknown): Promise<BenchAnswer> =>
  postWithBearer(agent, base, path, token, body, 30_000);

/** One request of one student: toggles on even turns, upvote flips (round the questions) on odd ones. */
async function act(event: BenchEvent, actor: Actor, result: LoadResult, dueAt?: number): Promise<void> {
  const { base } = actor;
  const turn = actor.turn++;
  const started = dueAt ?? performance.now();
  let status: number;
  if (turn % 2 === 0 || event.questionIds.length === 0) {
    status = (await post(base, '/api/event/apply', actor.student.token, { eventId: event.eventId })).status;
  } else {
    const questionId = event.questionIds[(turn >> 1) % event.questionIds.length]!;
    const upvoted = !(actor.voted.get(questionId) ?? false);
    const res = await post(base, '/api/event/upvote', actor.student.token, { eventId: event.eventId, questionId, upvoted });
    status = res.status;
    if (status === 200) {
      const upvotes = (JSON.parse(res.text) as { upvotes: string[] }).upvotes;
      actor.voted.set(questionId, upvotes.includes(actor.student.id));
    }
  }
  result.latenciesMs.push(performance.now() - started);
  if (status === 200) result.ok++;
  else {
    result.failed++;
    result.statuses[String(status)] = (result.statuses[String(status)] ?? 0) + 1;
  }
}

const emptyResult = (seconds: number): LoadResult => ({ seconds, ok: 0, failed: 0, statuses: {}, latenciesMs: [] });

/** Actors keep their vote map across runs, so a student's flips stay in step with the server. Replicas in turn. */
export const actorsFor = (students: Student[], urls: readonly string[]): Actor[] =>
  students.map((student, i) => ({ student, base: new URL(urls[i % urls.length]!), turn: 0, voted: new Map() }));

/** Closed loop: every student sends its next request as soon as the last one was answered. */
export async function saturate(event: BenchEvent, actors: Actor[], seconds: number): Promise<LoadResult> {
  const result = emptyResult(seconds);
  const end = performance.now() + seconds * 1_000;
  await Promise.all(
    actors.map(async (actor) => {
      while (performance.now() < end) await act(event, actor, result);
    }),
  );
  return result;
}

/**
 * Open loop at a fixed rate: a request starts every 1000/rate ms whatever the earlier ones are doing (no coordinated
 * omission: a slow answer does not hold back the next request). Students take turns; one whose previous request is
 * still out waits for it, so its vote flips stay in step.
 */
export async function fixedRate(event: BenchEvent, actors: Actor[], rate: number, seconds: number): Promise<LoadResult> {
  const result = emptyResult(seconds);
  const total = Math.round(rate * seconds);
  const busy = new Map<Actor, Promise<void>>();
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1_000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const actor = actors[i % actors.length]!;
    const previous = busy.get(actor) ?? Promise.resolve();
    // Latency counts from when the request was due, so waiting behind a slow answer is counted too.
    const run = previous.then(() => act(event, actor, result, due));
    busy.set(actor, run);
    inFlight.push(run);
  }
  await Promise.all(inFlight);
  return result;
}

/** Nearest-rank percentile. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function summarise(result: LoadResult): { commitsPerSec: number; p50: number; p95: number; p99: number } {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  return {
    commitsPerSec: result.ok / result.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

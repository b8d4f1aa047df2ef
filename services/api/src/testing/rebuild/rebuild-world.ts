import type { Db } from '@fast-track/shared/db/db';
import { AppError, StreamVersionConflictError } from '@fast-track/shared/errors';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Decider, DomainCommand, DomainEvent } from '@fast-track/shared/event-store/types';
import { accountDecider, accountStreamId, type AccountCommand } from '../../accounts/index.ts';
import { seededRandom, stableUuid } from '../../demo/demo-random.ts';
import { projections } from '../../projections.ts';

/**
 * The world the projection-rebuild walk (services/api/src/projections.int.spec.ts) shares across its domains: one
 * seeded random source, one tally of applied and refused commands, and the pools of accounts and organisations the
 * walks aim at. The walks run in a fixed order on it, so a seed replays the same sequence.
 */
export interface RebuildWorld {
  db: Db;
  random: () => number;
  pick: <T>(list: readonly T[]) => T;
  /** When the walk began: each walk dates its commands from here. */
  start: number;
  options: { projections: typeof projections.inline };
  outcomes: Record<string, { applied: number; refused: number }>;
  /** Runs `apply` and counts it; only a domain refusal (AppError) counts as refused, anything else fails the test. */
  tallied: (type: string, apply: () => Promise<unknown>) => Promise<void>;
  run: <C extends DomainCommand, E extends DomainEvent>(streamId: string, decider: Decider<unknown, C, E>, command: C) => Promise<void>;
  runAccount: (command: AccountCommand) => Promise<void>;
  ids: (sql: string, params?: unknown[]) => Promise<string[]>;
  /** Deleted accounts stay deleted, so the pool grows with registrations; the other commands pick from it. */
  accountIds: string[];
  /** A live row's id most of the time (so commands apply), else any account (often refused). */
  liveOr: (sql: string) => Promise<string>;
  organisationIds: string[];
  unknownOrganisation: string;
  pickOrganisation: () => string;
}

export function rebuildWorld(db: Db, seed: string): RebuildWorld {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const options = { projections: projections.inline };
  const outcomes: RebuildWorld['outcomes'] = {};
  const tallied = async (type: string, apply: () => Promise<unknown>) => {
    const tally = (outcomes[type] ??= { applied: 0, refused: 0 });
    try {
      await apply();
      tally.applied++;
    } catch (error) {
      if (!(error instanceof AppError) || error instanceof StreamVersionConflictError) throw error;
      tally.refused++;
    }
  };
  const run: RebuildWorld['run'] = (streamId, decider, command) => tallied(command.type, () => handleCommand(db, streamId, decider, command, options));
  const runAccount = (command: AccountCommand) =>
    run(accountStreamId(command.data.accountId), accountDecider as Decider<unknown, AccountCommand, DomainEvent>, command);
  const ids = async (sql: string, params: unknown[] = []) => (await db.query<{ id: string }>(sql, params)).rows.map((r) => r.id);
  const accountIds = Array.from({ length: 8 }, (_, n) => stableUuid(`rebuild-account-${n}`));
  const liveOr = async (sql: string) => {
    const found = await ids(sql);
    return found.length > 0 && random() < 0.7 ? pick(found) : pick(accountIds);
  };
  const organisationIds: string[] = [];
  const unknownOrganisation = stableUuid('rebuild-organisation-unknown');
  const pickOrganisation = () => (organisationIds.length === 0 || random() < 0.1 ? unknownOrganisation : pick(organisationIds));
  return { db, random, pick, start: Date.now(), options, outcomes, tallied, run, runAccount, ids, accountIds, liveOr, organisationIds, unknownOrganisation, pickOrganisation };
}

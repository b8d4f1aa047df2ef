import type { Db } from '@fast-track/shared/db/db';
import { pendingMigrations } from '@fast-track/shared/db/migrate';
import { ServiceUnavailableError } from '@fast-track/shared/errors';
import { redisAnswers } from '@fast-track/shared/redis/redis-client';
import { Router } from 'express';
import type { Redis } from 'ioredis';
import type { ApiModule } from './module.ts';

type Check = 'ok' | 'unreachable' | 'migrations pending';

/** 503 naming what is down, with every dependency's state in `checks` (problem+json extension). */
class NotReadyError extends ServiceUnavailableError {
  override readonly extensions: Readonly<Record<string, unknown>>;
  constructor(checks: Record<string, Check>, detail: string) {
    super(detail);
    this.extensions = { checks };
  }
}

// A probe answers within this even when the database hangs (Redis calls are bounded by their command timeout).
const databaseProbeMs = 2000;

async function databaseCheck(db: Db): Promise<{ check: Check; pending: string[] }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('database probe timed out')), databaseProbeMs);
  });
  try {
    const pending = await Promise.race([pendingMigrations(db), timeout]);
    return { check: pending.length > 0 ? 'migrations pending' : 'ok', pending };
  } catch {
    return { check: 'unreachable', pending: [] };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /healthz: the process answers (liveness). /readyz: it can serve real requests: the database is reachable and
 * fully migrated and, in the distributed mode, Redis answers. Otherwise 503 problem+json whose detail names what is
 * down and whose `checks` member lists each dependency.
 */
export function healthRoutes(db: Db, redis?: Redis): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const [database, redisUp] = await Promise.all([databaseCheck(db), redis ? redisAnswers(redis) : Promise.resolve(undefined)]);
    const checks: Record<string, Check> = { database: database.check };
    if (redisUp !== undefined) checks['redis'] = redisUp ? 'ok' : 'unreachable';
    const problems: string[] = [];
    if (database.check === 'unreachable') problems.push('Database unreachable');
    if (database.check === 'migrations pending') problems.push(`Migrations not applied: ${database.pending.join(', ')}`);
    if (redisUp === false) problems.push('Redis unreachable');
    if (problems.length > 0) throw new NotReadyError(checks, problems.join('; '));
    res.json({ status: 'ready', checks });
  });
  return router;
}

/** What operators call: the probes and, when given, the metrics scrape (GET /metrics), mounted at the root. */
export function createHealthModule(deps: { db: Db; redis?: Redis | undefined; metrics?: Router | undefined }): ApiModule {
  return { rootRoutes: [healthRoutes(deps.db, deps.redis), ...(deps.metrics ? [deps.metrics] : [])] };
}

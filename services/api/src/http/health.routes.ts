import type { Db } from '@fast-track/shared/db/db';
import { pendingMigrations } from '@fast-track/shared/db/migrate';
import { ServiceUnavailableError } from '@fast-track/shared/errors';
import { Router } from 'express';

/** /healthz: the process answers (liveness). /readyz: it can serve real requests (database up and migrated). */
export function healthRoutes(db: Db): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    let pending: string[];
    try {
      pending = await pendingMigrations(db);
    } catch (error) {
      throw new ServiceUnavailableError('Database unreachable', { cause: error });
    }
    if (pending.length > 0) throw new ServiceUnavailableError(`Migrations not applied: ${pending.join(', ')}`);
    res.json({ status: 'ready' });
  });
  return router;
}

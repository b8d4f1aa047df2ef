import type { Db } from '@fast-track/shared/db/db';
import { NotFoundError, ValidationError } from '@fast-track/shared/errors';
import { Router } from 'express';
import { z } from 'zod';
import { readMailbox } from './outbox.ts';
import { storableText } from '../http/safe-text.ts';

const query = z.object({ to: storableText(254).transform((s) => s.trim()).pipe(z.string().min(3)) });

/**
 * GET /api/dev/mailbox?to=<address>: what the local outbox holds for an address, newest first, for people
 * (/dev/mailbox) and tests. When disabled (production without DEV_MAILBOX=true) it does not exist: 404.
 */
export function mailboxRoutes({ db, enabled }: { db: Db; enabled: boolean }): Router {
  const router = Router();
  router.get('/dev/mailbox', async (req, res) => {
    if (!enabled) throw new NotFoundError(`No API route ${req.method} ${req.path}`);
    const parsed = query.safeParse(req.query);
    if (!parsed.success) throw new ValidationError('to: an e-mail address is required', [{ path: 'to', message: 'required' }]);
    res.set('cache-control', 'no-store');
    res.json({ messages: await readMailbox(db, parsed.data.to) });
  });
  return router;
}

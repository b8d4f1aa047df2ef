import type { DevMailboxAccess } from '@fast-track/shared/config';
import type { Db } from '@fast-track/shared/db/db';
import { ForbiddenError, NotFoundError, ValidationError } from '@fast-track/shared/errors';
import { Router } from 'express';
import { z } from 'zod';
import { readMailbox } from './outbox.ts';
import { storableText } from '../http/safe-text.ts';
import { isLocalCaller } from '../http/local-caller.ts';

const query = z.object({ to: storableText(254).transform((s) => s.trim()).pipe(z.string().min(3)) });

class MailboxLocalOnlyError extends ForbiddenError {
  override readonly code = 'MAILBOX_LOCAL_ONLY';
}

/**
 * GET /api/dev/mailbox?to=<address>: what the local outbox holds for an address, newest first, for people
 * (/dev/mailbox) and tests. The outbox holds every code and recovery link, so reading it takes over accounts:
 * 'local' (the development default) answers only callers on this machine (403 otherwise), 'open' (DEV_MAILBOX=true)
 * everyone, and 'off' (production without DEV_MAILBOX=true, or DEV_MAILBOX=false) makes it not exist: 404.
 */
export function mailboxRoutes({ db, access }: { db: Db; access: DevMailboxAccess }): Router {
  const router = Router();
  router.get('/dev/mailbox', async (req, res) => {
    if (access === 'off') throw new NotFoundError(`No API route ${req.method} ${req.path}`);
    if (access === 'local' && !isLocalCaller(req)) {
      throw new MailboxLocalOnlyError('The dev mailbox answers only on this machine (loopback). Set DEV_MAILBOX=true to open it to the network.');
    }
    const parsed = query.safeParse(req.query);
    if (!parsed.success) throw new ValidationError('to: an e-mail address is required', [{ path: 'to', message: 'required' }]);
    res.set('cache-control', 'no-store');
    res.json({ messages: await readMailbox(db, parsed.data.to) });
  });
  return router;
}

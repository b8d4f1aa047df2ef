import { lookupLimits } from '@fast-track/shared/admin/lookup-limits';
import { NotFoundError } from '@fast-track/shared/errors';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { answer, callerOf, emailHash, isKnownDevice, normaliseEmail, rememberDevice, type AccountDeps, type Guard } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { requiredText, storableText } from '../http/safe-text.ts';
import { listOrganisationsByStatus, reviewOrganisation } from '../organisations/index.ts';
import { adminLogin } from './admin.service.ts';
import { auditKinds, listAdminActions, listAdmins } from './audit.ts';
import { lookUp } from './lookup.ts';
import { decideOnAccount } from './account-suspension.service.ts';
import { dailyOverview, overviewMaxDays } from './overview.ts';
import { listTakedowns, takeDownContent } from './takedown.service.ts';
import { takedownKinds } from './takedown.ts';
import { takedownReasonMax } from '@fast-track/shared/admin/takedowns';

const loginRequest = z.object({ email: storableText(320), password: storableText(1024), totp: storableText(10) });
// One review queue (issue 26 part 6): companies, career centers and societies; without `kind`, every kind.
const listQuery = z.object({
  status: z.enum(['pending', 'active', 'rejected', 'suspended']).default('pending'),
  kind: z.enum(['company', 'career_center', 'student_organisation']).optional(),
});
const idParam = z.object({ organisationId: z.string().uuid() });
const accountParam = z.object({ accountId: z.string().uuid() });
const reasonRequest = z.object({ reason: requiredText(500) });
// A calendar day that exists (2026-02-30 is refused here, not by Postgres).
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => {
    const at = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(s);
  }, 'not a calendar day');
// An address (it has an @) is found exactly, by its hash; anything else is part of a name.
const lookupQuery = z.object({ q: requiredText(lookupLimits.max).pipe(z.string().min(lookupLimits.min)) });
// What an admin takes down: its kind, its id or page link (or the page's address), and the reason the owner reads.
const takedownRequest = z.object({ kind: z.enum(takedownKinds), ref: requiredText(2000), reason: requiredText(takedownReasonMax) }).strict();
const overviewQuery = z.object({ days: z.coerce.number().int().min(1).max(overviewMaxDays).default(14) });
const auditQuery = z.object({
  adminId: z.string().uuid().optional(),
  kind: z.enum(Object.keys(auditKinds) as [keyof typeof auditKinds]).optional(),
  from: day.optional(),
  to: day.optional(),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

/**
 * The admin door. Without ADMIN_LOGIN_PATH it does not exist (every admin call answers 404, as an unknown path
 * would); with it, the SPA asks /api/admin/entry whether the path it is on is the hidden one.
 */
export function adminRoutes(deps: AccountDeps, guard: Guard, loginPath: string | undefined): Router {
  const router = Router();
  const hidden: RequestHandler = (_req, _res, next) => next(loginPath ? undefined : new NotFoundError('Not found'));
  const admin = [hidden, guard.requireKind('admin')];

  router.get('/admin/entry', hidden, (req, res) => {
    const path = typeof req.query['path'] === 'string' ? req.query['path'].replace(/\/+$/, '') : '';
    if (path !== loginPath?.replace(/\/+$/, '')) throw new NotFoundError('Not found');
    res.set('Cache-Control', 'no-store').status(204).end();
  });

  router.post('/admin/login', hidden, async (req, res) => {
    const body = parseBody(loginRequest, req.body);
    const { emailHash: signedIn, ...result } = await adminLogin(deps, { ...body, ip: req.ip ?? 'unknown', knownDevice: (hash) => isKnownDevice(req, deps.secret, hash) });
    if (signedIn) rememberDevice(req, res, deps.secret, signedIn);
    if (result.msg === 'invalid') res.status(401);
    answer(res, result);
  });

  router.get('/admin/organisations', ...admin, async (req, res) => {
    const { status, kind } = parseBody(listQuery, req.query);
    res.set('Cache-Control', 'no-store').json({ organisations: await listOrganisationsByStatus(deps.db, kind ?? null, status) });
  });

  router.post('/admin/organisations/:organisationId/approve', ...admin, async (req, res) => {
    const { organisationId } = parseBody(idParam, req.params);
    await reviewOrganisation(deps, callerOf(res).accountId, organisationId, 'approve', '');
    res.json({ msg: 'success' });
  });

  for (const decision of ['reject', 'suspend'] as const) {
    router.post(`/admin/organisations/:organisationId/${decision}`, ...admin, async (req, res) => {
      const { organisationId } = parseBody(idParam, req.params);
      const { reason } = parseBody(reasonRequest, req.body);
      await reviewOrganisation(deps, callerOf(res).accountId, organisationId, decision, reason);
      res.json({ msg: 'success' });
    });
  }

  // The audit view: every admin action from the log, newest first, with the admins the filter offers.
  router.get('/admin/audit', ...admin, async (req, res) => {
    const filter = parseBody(auditQuery, req.query);
    const [page, admins] = await Promise.all([listAdminActions(deps.db, filter), listAdmins(deps.db)]);
    res.set('Cache-Control', 'no-store').json({ ...page, admins });
  });

  // Suspend (with a reason, mailed to the owner) and restore an account: facts on its stream with the admin's id.
  router.post('/admin/accounts/:accountId/suspend', ...admin, async (req, res) => {
    const { accountId } = parseBody(accountParam, req.params);
    const { reason } = parseBody(reasonRequest.strict(), req.body);
    await decideOnAccount(deps, callerOf(res).accountId, accountId, 'suspend', reason);
    res.json({ msg: 'success' });
  });

  router.post('/admin/accounts/:accountId/restore', ...admin, async (req, res) => {
    const { accountId } = parseBody(accountParam, req.params);
    parseBody(z.object({}).strict(), req.body ?? {});
    await decideOnAccount(deps, callerOf(res).accountId, accountId, 'restore', '');
    res.json({ msg: 'success' });
  });

  // Take content down with a reason (the owners are mailed); the latest takedowns for the console's list.
  router.post('/admin/takedowns', ...admin, async (req, res) => {
    const body = parseBody(takedownRequest, req.body);
    res.json({ msg: 'success', ...(await takeDownContent(deps, callerOf(res).accountId, body)) });
  });

  router.get('/admin/takedowns', ...admin, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ takedowns: await listTakedowns(deps.db) });
  });

  // The daily overview: sign-ups, postings and reports per day, from the log.
  router.get('/admin/overview', ...admin, async (req, res) => {
    const { days } = parseBody(overviewQuery, req.query);
    res.set('Cache-Control', 'no-store').json({ days: await dailyOverview(deps.db, new Date(deps.now()), days) });
  });

  router.get('/admin/lookup', ...admin, async (req, res) => {
    const { q } = parseBody(lookupQuery, req.query);
    const addressHash = q.includes('@') ? emailHash(deps.secret, normaliseEmail(q)) : null;
    res.set('Cache-Control', 'no-store').json(await lookUp(deps.db, { addressHash, name: q }));
  });

  return router;
}

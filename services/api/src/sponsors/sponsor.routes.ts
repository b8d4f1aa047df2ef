import { sponsorCurrencies, sponsorLimits } from '@fast-track/shared/sponsors/sponsor-limits';
import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { callerOf, membershipOf, type Guard } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { requiredText, storableText } from '../http/safe-text.ts';
import { findOrganisation } from '../organisations/index.ts';
import { SponsorCardNotFoundError, type SponsorCommand } from './sponsor.decider.ts';
import { runSponsorCommand } from './sponsor.service.ts';
import { sponsorStages, type SponsorDetails } from './sponsor.ts';
import { activityOf, findCard, listCards, requestsTo } from './read-models/sponsors.projection.ts';

export interface SponsorDeps {
  db: Db;
  projections: readonly Projection[];
  now: () => number;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const trimmed = (max: number) => storableText(max * 2).transform((s) => s.trim()).pipe(z.string().max(max, `at most ${max} characters`));
const detailsRequest = z
  .object({
    companyName: requiredText(sponsorLimits.companyNameLength),
    companyId: z.string().regex(uuid, 'a company id').transform((s) => s.toLowerCase()).nullable(),
    contactName: trimmed(sponsorLimits.contactNameLength),
    contactEmail: trimmed(sponsorLimits.contactEmailLength).pipe(z.union([z.literal(''), z.email('an e-mail address')])),
    value: z.number().int().min(0).max(sponsorLimits.maxValue).nullable(),
    currency: z.enum(sponsorCurrencies),
    notes: trimmed(sponsorLimits.notesLength),
    nextStep: trimmed(sponsorLimits.nextStepLength),
    nextStepDate: z.iso.date('a date as YYYY-MM-DD').nullable(),
  })
  .strict() satisfies z.ZodType<SponsorDetails, unknown>;
const moveRequest = z.object({ stage: z.enum(sponsorStages) }).strict();
const requestRequest = z.object({ message: trimmed(sponsorLimits.requestMessageLength) }).strict();
const answerRequest = z.object({ accept: z.boolean() }).strict();

function cardIdOf(req: Request): string {
  const value = String(req.params['cardId'] ?? '');
  if (!uuid.test(value)) throw new SponsorCardNotFoundError('No such sponsor card.');
  return value.toLowerCase();
}

/**
 * A student organisation's sponsor CRM and the Employer Hub's side of its sponsorship requests (docs/host-areas.md).
 * The society's calls are for its members; a company's for the company's members; anyone else 401/403, and another
 * organisation's card is simply not found.
 */
export function sponsorRoutes(deps: SponsorDeps, guard: Guard): Router {
  const router = Router();
  const society = guard.requireMembership('student_organisation');
  const company = guard.requireMembership('company');
  const base = '/organisations/:organisationId/sponsors';
  const nowIso = () => new Date(deps.now()).toISOString();
  const run = (command: SponsorCommand, actor: string) => runSponsorCommand(deps, command, actor);
  const card = async (organisationId: string, cardId: string) => {
    const found = await findCard(deps.db, organisationId, cardId);
    if (!found) throw new SponsorCardNotFoundError('No such sponsor card in this organisation.');
    return found;
  };
  /** A company named on a card must be a company on the platform (any review state; requests go to active ones only). */
  const checkedCompany = async (details: SponsorDetails): Promise<SponsorDetails> => {
    if (!details.companyId) return details;
    const found = await findOrganisation(deps.db, details.companyId);
    return found?.kind === 'company' ? details : { ...details, companyId: null };
  };

  router.get(base, society, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ cards: await listCards(deps.db, membershipOf(res).organisationId) });
  });

  router.post(base, society, async (req, res) => {
    const details = await checkedCompany(parseBody(detailsRequest, req.body));
    const organisationId = membershipOf(res).organisationId;
    const by = callerOf(res).accountId;
    const cardId = randomUUID();
    await run({ type: 'AddCard', data: { cardId, organisationId, details, by, now: nowIso() } }, by);
    res.status(201).json({ msg: 'success', card: await card(organisationId, cardId) });
  });

  router.get(`${base}/:cardId`, society, async (req, res) => {
    const found = await card(membershipOf(res).organisationId, cardIdOf(req));
    res.set('Cache-Control', 'no-store').json({ card: found, activity: await activityOf(deps.db, found.cardId) });
  });

  router.post(`${base}/:cardId/edit`, society, async (req, res) => {
    const cardId = cardIdOf(req);
    const details = await checkedCompany(parseBody(detailsRequest, req.body));
    const organisationId = membershipOf(res).organisationId;
    const by = callerOf(res).accountId;
    await run({ type: 'EditCard', data: { cardId, asOrganisationId: organisationId, details, by, now: nowIso() } }, by);
    res.json({ msg: 'success', card: await card(organisationId, cardId) });
  });

  router.post(`${base}/:cardId/move`, society, async (req, res) => {
    const cardId = cardIdOf(req);
    const { stage } = parseBody(moveRequest, req.body);
    const organisationId = membershipOf(res).organisationId;
    const by = callerOf(res).accountId;
    await run({ type: 'MoveCard', data: { cardId, asOrganisationId: organisationId, to: stage, by, now: nowIso() } }, by);
    res.json({ msg: 'success', card: await card(organisationId, cardId) });
  });

  router.post(`${base}/:cardId/request`, society, async (req, res) => {
    const cardId = cardIdOf(req);
    const { message } = parseBody(requestRequest, req.body);
    const organisationId = membershipOf(res).organisationId;
    const by = callerOf(res).accountId;
    const before = await card(organisationId, cardId);
    const target = before.companyId ? await findOrganisation(deps.db, before.companyId) : undefined;
    const companyActive = target?.kind === 'company' && target.status === 'active';
    await run({ type: 'RequestSponsorship', data: { cardId, asOrganisationId: organisationId, message, companyActive, by, now: nowIso() } }, by);
    res.json({ msg: 'success', card: await card(organisationId, cardId) });
  });

  // ── The Employer Hub's side: the requests a company received, and its answer.
  router.get('/organisations/:organisationId/sponsorship-requests', company, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ requests: await requestsTo(deps.db, membershipOf(res).organisationId) });
  });

  router.post('/organisations/:organisationId/sponsorship-requests/:cardId/answer', company, async (req, res) => {
    const cardId = cardIdOf(req);
    const { accept } = parseBody(answerRequest, req.body);
    const companyId = membershipOf(res).organisationId;
    const by = callerOf(res).accountId;
    await run({ type: 'AnswerSponsorship', data: { cardId, asCompanyId: companyId, accept, by, now: nowIso() } }, by);
    const answered = (await requestsTo(deps.db, companyId)).find((r) => r.cardId === cardId);
    res.json({ msg: 'success', request: answered });
  });

  return router;
}

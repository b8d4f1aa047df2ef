import { talentLimits } from '@fast-track/shared/talent-pool/talent-limits';
import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { callerOf, membershipOf, type Guard } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { requiredText, storableText } from '../http/safe-text.ts';
import { findOrganisation } from '../organisations/index.ts';
import { ShortListNotFoundError, StudentNotVisibleError } from './talent.decider.ts';
import { talentPoolService } from './talent-pool.service.ts';
import { talentVisibilities } from './talent.ts';
import { companiesTargeting, findShortList, listShortLists, listTargetSchools, talentSettingsOf, viewersOf } from './read-models/short-list.queries.ts';
import { filterOptions, searchTalent, talentProfile, visibleStudent } from './read-models/talent-search.queries.ts';

export interface TalentPoolDeps {
  db: Db;
  projections: readonly Projection[];
  now: () => number;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const trimmed = (max: number) => storableText(max * 2).transform((s) => s.trim()).pipe(z.string().max(max, `at most ${max} characters`));
const word = (max: number) => storableText(max * 2).transform((s) => s.trim()).pipe(z.string().min(1).max(max));

/** Skills as the student lists them: trimmed, at most 30, duplicates (ignoring case) dropped. */
const skillList = z
  .array(word(talentLimits.skillLength))
  .max(talentLimits.skills, `at most ${talentLimits.skills} skills`)
  .transform((skills) => skills.filter((s, i) => skills.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i));

const settingsRequest = z.object({ visibility: z.enum(talentVisibilities), skills: skillList }).strict();
const listNameRequest = z.object({ name: requiredText(talentLimits.shortListNameLength) }).strict();
const entryRequest = z.object({ note: trimmed(talentLimits.shortListNoteLength) }).strict();
const schoolRequest = z.object({ university: z.object({ name: requiredText(300), area: requiredText(100) }).strict() }).strict();

const optionalWord = (max: number) => word(max).optional();
const searchQuery = z
  .object({
    q: trimmed(200).optional(),
    university: optionalWord(300),
    country: optionalWord(100),
    track: optionalWord(60),
    year: optionalWord(40),
    skills: storableText(talentLimits.skillsFieldLength)
      .optional()
      .transform((s) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : undefined))
      .pipe(z.array(z.string().max(talentLimits.skillLength)).max(talentLimits.skills).optional()),
    band: z.enum(['10', '25', '50']).transform(Number).optional(),
    bandTrack: optionalWord(60),
    event: z.string().regex(uuid, 'an event id').optional(),
    targets: z.enum(['0', '1']).optional(),
    sort: z.enum(['relevance', 'percentile']).default('relevance'),
    page: z.string().regex(/^\d{1,4}$/, 'a page number').transform(Number).pipe(z.number().int().min(1).max(50)).default(1),
  })
  .strict();

function idParam(req: Request, name: string, error: () => Error): string {
  const value = String(req.params[name] ?? '');
  if (!uuid.test(value)) throw error();
  return value.toLowerCase();
}

/**
 * The talent pool (docs/talent-pool.md): a student's talent settings and who viewed them; a company's
 * search, student profiles, short-lists and target schools (its members only); the companies that target a career
 * center's university. Visibility is decided in SQL by `visibleTo` on every read of a student.
 */
export function talentPoolRoutes(deps: TalentPoolDeps, guard: Guard): Router {
  const router = Router();
  const student = guard.requireKind('student');
  const company = [guard.requireKind('employer'), guard.requireMembership('company')];
  const careerCenter = [guard.requireKind('career_center'), guard.requireMembership('career_center')];
  const nowIso = () => new Date(deps.now()).toISOString();
  const talent = talentPoolService(deps);
  const { runList, runSchools } = talent;
  const notFoundList = () => new ShortListNotFoundError('No such short-list in this company.');
  const notFoundStudent = () => new StudentNotVisibleError('No such student in your talent pool.');
  const list = async (companyId: string, listId: string) => {
    const found = await findShortList(deps.db, companyId, listId);
    if (!found) throw notFoundList();
    return found;
  };

  // ── The student's side
  router.get('/student/settings/talent', student, async (_req, res) => {
    const settings = await talentSettingsOf(deps.db, callerOf(res).accountId);
    res.set('Cache-Control', 'no-store').json(settings ?? { visibility: 'participants', skills: [], link: null });
  });

  router.put('/student/settings/talent', student, async (req, res) => {
    const { visibility, skills } = parseBody(settingsRequest, req.body);
    const studentId = callerOf(res).accountId;
    await talent.setTalentProfile(studentId, visibility, skills);
    res.json({ msg: 'success', ...(await talentSettingsOf(deps.db, studentId)) });
  });

  router.get('/student/profile-views', student, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ viewers: await viewersOf(deps.db, callerOf(res).accountId) });
  });

  // ── The company's search and profiles
  const base = '/organisations/:organisationId';
  router.get(`${base}/talent-pool`, ...company, async (req, res) => {
    const query = parseBody(searchQuery, req.query);
    const found = await searchTalent(deps.db, membershipOf(res).organisationId, { ...query, targetsOnly: query.targets === '1' });
    res.set('Cache-Control', 'no-store').json(found);
  });

  router.get(`${base}/talent-pool/options`, ...company, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await filterOptions(deps.db, membershipOf(res).organisationId));
  });

  const showProfile = async (companyId: string, studentId: string | undefined, actor: string) => {
    if (!studentId) throw notFoundStudent();
    const profile = await talentProfile(deps.db, companyId, studentId);
    if (!profile) throw notFoundStudent();
    await talent.recordProfileView(studentId, companyId, actor);
    return profile;
  };

  router.get(`${base}/talent-pool/students/:uniqueId`, ...company, async (req, res) => {
    const companyId = membershipOf(res).organisationId;
    const studentId = await visibleStudent(deps.db, companyId, { uniqueId: idParam(req, 'uniqueId', notFoundStudent) });
    res.set('Cache-Control', 'no-store').json({ student: await showProfile(companyId, studentId, callerOf(res).accountId) });
  });

  router.get(`${base}/talent-pool/u/:link`, ...company, async (req, res) => {
    const link = String(req.params['link'] ?? '').toLowerCase();
    if (!/^[0-9a-f]{12}$/.test(link)) throw notFoundStudent();
    const companyId = membershipOf(res).organisationId;
    const studentId = await visibleStudent(deps.db, companyId, { link });
    res.set('Cache-Control', 'no-store').json({ student: await showProfile(companyId, studentId, callerOf(res).accountId) });
  });

  // ── Short-lists, shared by the company's members
  router.get(`${base}/short-lists`, ...company, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ lists: await listShortLists(deps.db, membershipOf(res).organisationId) });
  });

  router.post(`${base}/short-lists`, ...company, async (req, res) => {
    const { name } = parseBody(listNameRequest, req.body);
    const companyId = membershipOf(res).organisationId;
    const by = callerOf(res).accountId;
    const listId = randomUUID();
    await runList({ type: 'CreateShortList', data: { listId, companyId, name, by, now: nowIso() } }, by);
    res.status(201).json({ msg: 'success', list: await list(companyId, listId) });
  });

  router.get(`${base}/short-lists/:listId`, ...company, async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ list: await list(membershipOf(res).organisationId, idParam(req, 'listId', notFoundList)) });
  });

  router.post(`${base}/short-lists/:listId/rename`, ...company, async (req, res) => {
    const listId = idParam(req, 'listId', notFoundList);
    const { name } = parseBody(listNameRequest, req.body);
    const companyId = membershipOf(res).organisationId;
    const by = callerOf(res).accountId;
    await runList({ type: 'RenameShortList', data: { listId, asCompanyId: companyId, name, by, now: nowIso() } }, by);
    res.json({ msg: 'success', list: await list(companyId, listId) });
  });

  router.post(`${base}/short-lists/:listId/delete`, ...company, async (req, res) => {
    const listId = idParam(req, 'listId', notFoundList);
    const by = callerOf(res).accountId;
    await runList({ type: 'DeleteShortList', data: { listId, asCompanyId: membershipOf(res).organisationId, by, now: nowIso() } }, by);
    res.json({ msg: 'success' });
  });

  router.put(`${base}/short-lists/:listId/entries/:uniqueId`, ...company, async (req, res) => {
    const listId = idParam(req, 'listId', notFoundList);
    const studentId = idParam(req, 'uniqueId', notFoundStudent);
    const { note } = parseBody(entryRequest, req.body);
    const companyId = membershipOf(res).organisationId;
    const by = callerOf(res).accountId;
    const visible = (await visibleStudent(deps.db, companyId, { uniqueId: studentId })) !== undefined;
    await runList({ type: 'SaveEntry', data: { listId, asCompanyId: companyId, studentId, note, visible, by, now: nowIso() } }, by);
    res.json({ msg: 'success', list: await list(companyId, listId) });
  });

  router.post(`${base}/short-lists/:listId/entries/:uniqueId/remove`, ...company, async (req, res) => {
    const listId = idParam(req, 'listId', notFoundList);
    const studentId = idParam(req, 'uniqueId', notFoundStudent);
    const companyId = membershipOf(res).organisationId;
    const by = callerOf(res).accountId;
    await runList({ type: 'RemoveEntry', data: { listId, asCompanyId: companyId, studentId, by, now: nowIso() } }, by);
    res.json({ msg: 'success', list: await list(companyId, listId) });
  });

  // ── Target schools
  router.get(`${base}/target-schools`, ...company, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ schools: await listTargetSchools(deps.db, membershipOf(res).organisationId) });
  });

  for (const [path, type] of [
    ['target-schools', 'AddTargetSchool'],
    ['target-schools/remove', 'RemoveTargetSchool'],
  ] as const) {
    router.post(`${base}/${path}`, ...company, async (req, res) => {
      const { university } = parseBody(schoolRequest, req.body);
      const companyId = membershipOf(res).organisationId;
      const by = callerOf(res).accountId;
      await runSchools({ type, data: { companyId, university, by, now: nowIso() } }, by);
      res.json({ msg: 'success', schools: await listTargetSchools(deps.db, companyId) });
    });
  }

  // ── The career center's side: the companies that target its university
  router.get(`${base}/targeting-companies`, ...careerCenter, async (_req, res) => {
    const center = await findOrganisation(deps.db, membershipOf(res).organisationId);
    res.set('Cache-Control', 'no-store').json({ companies: center?.university ? await companiesTargeting(deps.db, center.university) : [] });
  });

  return router;
}

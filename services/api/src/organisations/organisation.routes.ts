import { companyProfileLimits, isCompanyWebsite, uploadedImagePattern } from '@fast-track/shared/company-profile-rules';
import { ValidationError } from '@fast-track/shared/errors';
import { organisationLimits } from '@fast-track/shared/organisations/organisation-limits';
import { Router } from 'express';
import { z } from 'zod';
import { bearerToken, callerOf, RoleRequiredError, identityStore, memberRoles, membershipOf, type AccountDeps, type Caller, type Guard } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { countedText, personNameText, requiredText, storableText } from '../http/safe-text.ts';
import { createCompany, createStudentOrganisation } from './creation.service.ts';
import { invitationStore } from './invitation-store.ts';
import { acceptInvitation, describeInvitation } from './invitation.service.ts';
import { admissions, companySizes, jobRoles, organisationCategories } from './organisation.ts';
import { findCompanyByDomain, findHandover, findOrganisation, listJoinRequests, listMembers } from './read-models/organisation.queries.ts';
import { answerHandover, joinSociety, offerHandover, setAdmission, societyMembership, withdrawHandover } from './society.service.ts';
import { changeRole, decideJoinRequest, invite, removeMember, requestToJoin, setJobRole } from './team.service.ts';

const uuid = z.string().uuid();
const email = storableText(320).transform((s) => s.trim()).pipe(z.string().email());
/** Only http(s) links: a javascript: URL in a profile would run in every viewer's browser. */
const webUrl = storableText(organisationLimits.logoUrlLength)
  .transform((s) => s.trim())
  .pipe(z.string().url().refine((u) => /^https?:\/\//i.test(u), 'must start with http:// or https://'));
const university = z.object({ name: requiredText(300), area: storableText(100).transform((s) => s.trim()) });

/** An uploaded image (`/api/files/<sha256>`); external URLs are refused (that host would see who reads the page). */
const uploadedImage = storableText(100)
  .transform((s) => s.trim())
  .pipe(z.string().regex(uploadedImagePattern, 'must be an uploaded image (/api/files/…): upload the file, no external URLs'));
const companyRequest = z
  .object({
    name: requiredText(companyProfileLimits.name),
    website: storableText(companyProfileLimits.website)
      .transform((s) => s.trim())
      .pipe(z.string().refine(isCompanyWebsite, 'must be an https:// address')),
    industry: requiredText(80),
    size: z.enum(companySizes),
    country: requiredText(100),
    description: countedText(companyProfileLimits.about).pipe(z.string().refine((s) => !controlCharacters.test(s), 'must not contain control characters')).default(''),
    logo: uploadedImage.nullable().optional(),
    cover: uploadedImage.nullable().optional(),
  })
  .strict();
// Newlines and tabs are text in a description; other control characters and bidi overrides are not.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const studentOrganisationRequest = z.object({
  name: countedText(organisationLimits.nameLength.max).pipe(z.string().min(1)),
  university,
  category: z.enum(organisationCategories),
  description: countedText(organisationLimits.descriptionLength).default(''),
  logo: webUrl.optional(),
});
const inviteRequest = z.object({ email, role: z.enum(memberRoles) });
const roleRequest = z.object({ role: z.enum(memberRoles) });
const jobRoleRequest = z.object({ jobRole: z.enum(jobRoles) });
const decideRequest = z.object({ accept: z.boolean() });
const linkParams = z.object({ organisationId: uuid, dsa: z.string().regex(/^[\w-]{20,100}$/), invitationId: uuid });
const acceptRequest = linkParams.extend({
  // Names of an account the invitation creates (the shared person-name rule, as at sign-up); none when joining.
  firstName: personNameText.optional(),
  LastName: personNameText.optional(),
  password: storableText(1024).optional(),
});
const accountParam = z.object({ accountId: uuid });
const organisationParam = z.object({ organisationId: uuid });
const admissionRequest = z.object({ admission: z.enum(admissions) }).strict();
const offerRequest = z.object({ accountId: uuid }).strict();
const answerRequest = z.object({ accept: z.boolean() }).strict();

/** Whether an uploaded image exists (the storage port): a company may only point at files we hold. */
export interface CompanyImages {
  exists: (path: string) => Promise<boolean>;
}

/** Organisations of every kind: creation, team, invitations, join requests (docs/accounts.md). */
export function organisationRoutes(deps: AccountDeps, guard: Guard, images: CompanyImages): Router {
  const router = Router();
  const anyMember = (roles?: Parameters<Guard['requireMembership']>[1]) => guard.requireMembership('*', roles);

  router.post('/companies', guard.requireKind('employer'), async (req, res) => {
    const body = parseBody(companyRequest, req.body);
    const { name, logo, cover, description, ...facts } = body;
    for (const [field, image] of [['logo', logo], ['cover', cover]] as const) {
      if (image && !(await images.exists(image))) throw new ValidationError(`${field}: no such uploaded image`, [{ path: field, message: 'no such uploaded image; upload it again' }]);
    }
    // The description is the profile's about text: the editor and the public page show it from the start.
    const profile = { ...facts, ...(description ? { about: description.replace(/\r\n?/g, '\n') } : {}), ...(logo ? { logo } : {}), ...(cover ? { cover } : {}) };
    const organisation = await createCompany(deps, callerOf(res), { name, profile });
    res.status(201).json({ msg: 'success', organisation });
  });

  router.get('/companies/match', guard.requireKind('employer'), async (_req, res) => {
    const identity = await identityStore.byId(deps.db, callerOf(res).accountId);
    const domain = identity?.email.split('@')[1];
    res.set('Cache-Control', 'no-store').json({ match: (domain && (await findCompanyByDomain(deps.db, domain))) || null });
  });

  router.post('/organisations/student', guard.requireKind('student'), async (req, res) => {
    const body = parseBody(studentOrganisationRequest, req.body);
    const profile = { category: body.category, description: body.description, ...(body.logo ? { logo: body.logo } : {}) };
    const organisation = await createStudentOrganisation(deps, callerOf(res), { name: body.name, university: body.university, profile });
    res.status(201).json({ msg: 'success', organisation });
  });

  router.get('/organisations/:organisationId', anyMember(), async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ organisation: await findOrganisation(deps.db, String(req.params['organisationId'])) });
  });

  router.get('/organisations/:organisationId/members', anyMember(), async (req, res) => {
    const organisationId = String(req.params['organisationId']);
    const [members, invitations, handover] = await Promise.all([
      listMembers(deps.db, organisationId),
      invitationStore.pending(deps.db, organisationId, deps.now()),
      findHandover(deps.db, organisationId, deps.now()),
    ]);
    res.set('Cache-Control', 'no-store').json({ members, invitations, handover });
  });

  router.post('/organisations/:organisationId/invitations', anyMember(['owner', 'admin']), async (req, res) => {
    const body = parseBody(inviteRequest, req.body);
    const membership = membershipOf(res);
    res.status(201).json(await invite(deps, { caller: callerOf(res), role: membership.role }, membership.organisationId, body));
  });

  router.post('/organisations/:organisationId/members/:accountId/role', anyMember(['owner']), async (req, res) => {
    const { accountId } = parseBody(accountParam, req.params);
    const body = parseBody(roleRequest, req.body);
    await changeRole(deps, callerOf(res), membershipOf(res).organisationId, accountId, body.role);
    res.json({ msg: 'success' });
  });

  // Owners remove anyone; every member may remove themself (leave).
  router.post('/organisations/:organisationId/members/:accountId/remove', anyMember(), async (req, res) => {
    const { accountId } = parseBody(accountParam, req.params);
    const caller: Caller = callerOf(res);
    if (accountId !== caller.accountId && membershipOf(res).role !== 'owner') {
      throw new RoleRequiredError('Only owners may remove other members.');
    }
    await removeMember(deps, caller, membershipOf(res).organisationId, accountId);
    res.json({ msg: 'success' });
  });

  router.post('/organisations/:organisationId/job-role', guard.requireMembership('company'), async (req, res) => {
    const body = parseBody(jobRoleRequest, req.body);
    await setJobRole(deps, callerOf(res), membershipOf(res).organisationId, body.jobRole);
    res.json({ msg: 'success' });
  });

  router.post('/organisations/:organisationId/join-requests', guard.requireKind('employer'), async (req, res) => {
    const { organisationId } = parseBody(z.object({ organisationId: uuid }), req.params);
    await requestToJoin(deps, callerOf(res), organisationId);
    res.status(201).json({ msg: 'success' });
  });

  // Owners and admins of a company or a career center see and decide who asks to join (career center staff: issue 22).
  const deciders = guard.requireMembership('*', ['owner', 'admin']);
  router.get('/organisations/:organisationId/join-requests', deciders, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ requests: await listJoinRequests(deps.db, membershipOf(res).organisationId) });
  });

  router.post('/organisations/:organisationId/join-requests/:accountId', deciders, async (req, res) => {
    const { accountId } = parseBody(accountParam, req.params);
    const body = parseBody(decideRequest, req.body);
    await decideJoinRequest(deps, callerOf(res), membershipOf(res).organisationId, accountId, body.accept);
    res.json({ msg: 'success' });
  });

  // A society's admission rule (issue 26): its owners and admins choose.
  router.post('/organisations/:organisationId/admission', guard.requireMembership('student_organisation', ['owner', 'admin']), async (req, res) => {
    const body = parseBody(admissionRequest, req.body);
    await setAdmission(deps, callerOf(res), membershipOf(res).organisationId, body.admission);
    res.json({ msg: 'success' });
  });

  // A student and a society: where they stand, and the join button (joins at once or asks, by the society's rule).
  router.get('/organisations/:organisationId/membership', guard.requireKind('student'), async (req, res) => {
    const { organisationId } = parseBody(organisationParam, req.params);
    res.set('Cache-Control', 'no-store').json(await societyMembership(deps, callerOf(res), organisationId));
  });
  router.post('/organisations/:organisationId/join', guard.requireKind('student'), async (req, res) => {
    const { organisationId } = parseBody(organisationParam, req.params);
    parseBody(z.object({}).strict(), req.body ?? {});
    res.status(201).json({ msg: 'success', ...(await joinSociety(deps, callerOf(res), organisationId)) });
  });

  // Officer hand-over (issue 26): an owner offers ownership to a member, any owner withdraws it, the member answers.
  router.post('/organisations/:organisationId/handover', anyMember(['owner']), async (req, res) => {
    const body = parseBody(offerRequest, req.body);
    await offerHandover(deps, callerOf(res), membershipOf(res).organisationId, body.accountId);
    res.status(201).json({ msg: 'success' });
  });
  router.post('/organisations/:organisationId/handover/withdraw', anyMember(['owner']), async (_req, res) => {
    await withdrawHandover(deps, callerOf(res), membershipOf(res).organisationId);
    res.json({ msg: 'success' });
  });
  router.post('/organisations/:organisationId/handover/answer', anyMember(), async (req, res) => {
    const body = parseBody(answerRequest, req.body);
    await answerHandover(deps, callerOf(res), membershipOf(res).organisationId, body.accept);
    res.json({ msg: 'success' });
  });

  router.get('/invitations/:organisationId/:dsa/:invitationId', async (req, res) => {
    const link = parseBody(linkParams, req.params);
    res.set('Cache-Control', 'no-store').json(await describeInvitation(deps, link));
  });

  // A bearer is optional here: present, it must be the invited account's; absent, the account is created.
  router.post('/invitations/accept', async (req, res, next) => {
    const body = parseBody(acceptRequest, req.body);
    const accept = async () => {
      const caller = bearerToken(req) ? callerOf(res) : undefined;
      res.json(
        await acceptInvitation(deps, body, caller, { firstName: body.firstName, lastName: body.LastName, password: body.password }),
      );
    };
    if (!bearerToken(req)) return accept();
    guard.requireAccount(req, res, (error?: unknown) => (error ? next(error) : void accept().catch(next)));
  });

  return router;
}

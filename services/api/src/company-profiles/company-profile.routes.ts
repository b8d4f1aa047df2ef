import { withoutTakenDown } from '@fast-track/shared/admin/takedowns';
import { PreconditionFailedError, PreconditionRequiredError, ValidationError } from '@fast-track/shared/errors';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { callerOf, membershipOf, type Caller, type Guard } from '../accounts/index.ts';
import { postingsLetThrough } from '../career-centers/index.ts';
import { parseBody } from '../http/parse-body.ts';
import type { CompanyActivity } from './company-activity.ts';
import { isOpenJob } from './company-activity.ts';
import { companyOverview } from './company-overview.ts';
import { linkKeyOf } from './company-profile.ts';
import { CompanyNotFoundError } from './company-profile.decider.ts';
import { companyProfileRequest, companySettingsRequest } from './company-profile.rules.ts';
import { changeCompanySettings, editCompanyProfile, type ActingMember, type CompanyPageDeps } from './company-profile.service.ts';
import { findCompany, findCompanyByLinkKey, teamInvited, type CompanyView } from './read-models/company.queries.ts';

export interface CompanyRoutesDeps extends CompanyPageDeps {
  activity: CompanyActivity;
  /** Whether an uploaded image exists (the storage port): a profile may only point at files we hold. */
  imageExists: (path: string) => Promise<boolean>;
}

/** Paths whose bodies may exceed the app's 16 KB JSON limit: 4,000 characters of about text in any script. */
export const companyEditorPaths = ['/api/organisations/:organisationId/company/profile'];

/** The version the client loaded, from `If-Match: "<version>"`; an edit without one could undo someone else's. */
function ifMatch(req: Request, what: string): number {
  const header = req.get('if-match');
  if (!header) throw new PreconditionRequiredError(`Send If-Match with the ETag of the ${what} you loaded.`);
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(header.trim());
  if (!match) throw new PreconditionFailedError(`If-Match must be the ETag of the ${what} you loaded.`);
  return Number(match[1]);
}

const acting = (res: Response): ActingMember => ({ accountId: callerOf(res).accountId, organisationId: membershipOf(res).organisationId });

async function companyOf(deps: CompanyRoutesDeps, organisationId: string): Promise<CompanyView> {
  const company = await findCompany(deps.db, organisationId);
  if (!company) throw new CompanyNotFoundError('No such company.');
  return company;
}

/**
 * The company page (docs/companies.md): members read their company and its dashboard overview; owners and
 * admins edit the profile and the settings (If-Match, 412 on a stale copy); anyone reads the public page of an
 * approved company that has not hidden it.
 */
export function companyProfileRoutes(deps: CompanyRoutesDeps, guard: Guard): Router {
  const router = Router();
  const base = '/organisations/:organisationId/company';
  const members = guard.requireMembership('company');
  const editors = guard.requireMembership('company', ['owner', 'admin']);

  router.get(`${base}/profile`, members, async (_req, res) => {
    const company = await companyOf(deps, membershipOf(res).organisationId);
    res.set('ETag', `"${company.profileVersion}"`).set('Cache-Control', 'no-store').json({ company });
  });

  router.post(`${base}/profile`, editors, async (req, res) => {
    const expected = ifMatch(req, 'profile');
    const profile = parseBody(companyProfileRequest, req.body);
    for (const field of ['logo', 'cover'] as const) {
      const image = profile[field];
      if (image?.startsWith('/api/files/') && !(await deps.imageExists(image))) {
        throw new ValidationError(`${field}: no such uploaded image`, [{ path: field, message: 'no such uploaded image; upload it again' }]);
      }
    }
    const version = await editCompanyProfile(deps, acting(res), expected, profile);
    const company = await companyOf(deps, membershipOf(res).organisationId);
    res.set('ETag', `"${version}"`).set('Cache-Control', 'no-store').json({ msg: 'success', company });
  });

  router.get(`${base}/settings`, members, async (_req, res) => {
    const company = await companyOf(deps, membershipOf(res).organisationId);
    res.set('ETag', `"${company.settingsVersion}"`).set('Cache-Control', 'no-store').json({ settings: company.settings });
  });

  router.post(`${base}/settings`, editors, async (req, res) => {
    const expected = ifMatch(req, 'settings');
    const settings = parseBody(companySettingsRequest, req.body);
    const version = await changeCompanySettings(deps, acting(res), expected, settings);
    res.set('ETag', `"${version}"`).set('Cache-Control', 'no-store').json({ msg: 'success', settings });
  });

  router.get(`${base}/overview`, members, async (_req, res) => {
    const organisationId = membershipOf(res).organisationId;
    const nowMs = deps.now();
    const [company, events, jobs, challenges, invited] = await Promise.all([
      companyOf(deps, organisationId),
      deps.activity.events(organisationId, nowMs),
      deps.activity.jobs(organisationId),
      deps.activity.challenges(organisationId),
      teamInvited(deps.db, organisationId, nowMs),
    ]);
    res.set('Cache-Control', 'no-store').json({ company, ...companyOverview({ profile: company.profile, events, jobs, challenges, teamInvited: invited }, nowMs) });
  });

  // The bearer is optional on the public page: a visitor or a stale token reads it as a visitor, never a 401.
  const maybeSignedIn = (req: Request, res: Response, next: NextFunction): void => {
    guard.requireAccount(req, res, () => {
      res.removeHeader('WWW-Authenticate');
      next();
    });
  };

  // Public: only approved companies that keep their page visible; everything else is simply not there. A signed-in
  // student sees only the events and jobs their school lets through (career-centers/posting-gate.ts).
  router.get('/company/:link', maybeSignedIn, async (req, res) => {
    const key = linkKeyOf(String(req.params['link']).toLowerCase());
    const company = key ? await findCompanyByLinkKey(deps.db, key) : undefined;
    if (!company || company.status !== 'active' || !company.settings.publicPage) throw new CompanyNotFoundError('No such company page.');
    const nowMs = deps.now();
    // The company's own rows, less what an admin took down (docs/admin.md § Takedowns).
    const [allEvents, allJobs] = await Promise.all([
      deps.activity.events(company.organisationId, nowMs).then((rows) => withoutTakenDown(deps.db, rows)),
      deps.activity.jobs(company.organisationId).then((rows) => withoutTakenDown(deps.db, rows)),
    ]);
    const viewer = (res.locals['caller'] as Caller | undefined)?.accountId;
    const through = viewer
      ? await postingsLetThrough(deps.db, viewer, company.organisationId, [
          ...allEvents.map((e) => ({ kind: 'event' as const, id: e.uniqueId })),
          ...allJobs.map((j) => ({ kind: 'job' as const, id: j.uniqueId })),
        ])
      : undefined;
    const events = through ? allEvents.filter((e) => through.has(e.uniqueId)) : allEvents;
    const jobs = through ? allJobs.filter((j) => through.has(j.uniqueId)) : allJobs;
    res.set('Cache-Control', viewer ? 'private, no-cache' : 'no-cache').json({
      company: { organisationId: company.organisationId, name: company.name, link: company.link, ...company.profile },
      events: events
        .filter((e) => e.phase === 'upcoming')
        .slice(0, 20)
        .map(({ uniqueId, link, title, type, img, startTime, endTime, timezone, approval, sourceLanguage, translations }) => ({
          uniqueId, link, title, type, img, startTime, endTime, timezone, approval,
          ...(sourceLanguage ? { sourceLanguage } : {}),
          ...(translations ? { translations } : {}),
        })),
      jobs: jobs
        .filter((j) => isOpenJob(j, nowMs))
        .slice(0, 20)
        .map(({ uniqueId, title, type, track, locations, remote, deadline, sourceLanguage, translations }) => ({
          uniqueId, title, type, track, locations, remote, deadline,
          ...(sourceLanguage ? { sourceLanguage } : {}),
          ...(translations ? { translations } : {}),
        })),
    });
  });

  return router;
}

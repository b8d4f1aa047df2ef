import { companyProfileLimits } from '@fast-track/shared/company-profile-rules';
import { isOpenJob, type ActivityChallenge, type ActivityEvent, type ActivityJob } from './company-activity.ts';
import type { CompanyProfile } from './company-profile.ts';

export type ChecklistKey = 'profile' | 'event' | 'job' | 'challenge' | 'team';

/** What a complete profile needs; the checklist names the ones still missing. */
export type ProfileFact = 'logo' | 'about' | 'website' | 'industry' | 'size' | 'country';

export interface ChecklistItem {
  key: ChecklistKey;
  done: boolean;
  /** Only on `profile`: what it still lacks (empty once done). */
  missing?: ProfileFact[];
}

export interface SetupChecklist {
  items: ChecklistItem[];
  done: number;
  total: number;
}

/**
 * What "profile complete" means (docs/companies.md § Setup checklist): what a student judges a company by on its
 * page — a logo, a description of a few sentences, the website — and the facts creation asks for anyway. Cover and
 * locations make the page better but are not needed: a step nobody can tick from the creation form reads as broken.
 */
export function missingProfileFacts(profile: CompanyProfile): ProfileFact[] {
  const missing: ProfileFact[] = [];
  if (profile.logo === null) missing.push('logo');
  if (profile.about.trim().length < companyProfileLimits.aboutForComplete) missing.push('about');
  if (profile.website.length === 0) missing.push('website');
  if (profile.industry.length === 0) missing.push('industry');
  if (profile.size.length === 0) missing.push('size');
  if (profile.country.length === 0) missing.push('country');
  return missing;
}

export const profileComplete = (profile: CompanyProfile): boolean => missingProfileFacts(profile).length === 0;

export interface ChecklistFacts {
  profile: CompanyProfile;
  events: readonly ActivityEvent[];
  jobs: readonly ActivityJob[];
  challenges: readonly ActivityChallenge[];
  teamInvited: boolean;
}

/** Ticks itself from what exists: nothing here is a flag someone set, and every step shown counts. */
export function setupChecklist(facts: ChecklistFacts): SetupChecklist {
  const missing = missingProfileFacts(facts.profile);
  const items: ChecklistItem[] = [
    { key: 'profile', done: missing.length === 0, missing },
    { key: 'event', done: facts.events.some((e) => e.status !== 'draft') },
    { key: 'job', done: facts.jobs.length > 0 },
    { key: 'challenge', done: facts.challenges.some((c) => c.published) },
    { key: 'team', done: facts.teamInvited },
  ];
  return { items, done: items.filter((i) => i.done).length, total: items.length };
}

export interface CompanyOverview {
  upcomingEvents: ActivityEvent[];
  draftEvents: number;
  openJobs: ActivityJob[];
  checklist: SetupChecklist;
}

const listed = 10;

export function companyOverview(facts: ChecklistFacts, nowMs: number): CompanyOverview {
  return {
    upcomingEvents: facts.events.filter((e) => e.phase === 'upcoming').slice(0, listed),
    draftEvents: facts.events.filter((e) => e.phase === 'draft').length,
    openJobs: facts.jobs
      .filter((j) => isOpenJob(j, nowMs))
      .sort((a, b) => a.deadline.localeCompare(b.deadline))
      .slice(0, listed),
    checklist: setupChecklist(facts),
  };
}

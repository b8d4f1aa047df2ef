import { companyProfileLimits } from '@fast-track/shared/company-profile-rules';
import { isOpenJob, type ActivityEvent, type ActivityJob } from './company-activity.ts';
import type { CompanyProfile } from './company-profile.ts';

export type ChecklistKey = 'profile' | 'event' | 'job' | 'challenge' | 'team';

export interface ChecklistItem {
  key: ChecklistKey;
  done: boolean;
  /** false: the feature does not exist yet (challenges), so the item cannot be done and does not count. */
  available: boolean;
}

export interface SetupChecklist {
  items: ChecklistItem[];
  done: number;
  total: number;
}

/** What "profile complete" means on the checklist: everything a student looks for on the company page. */
export function profileComplete(profile: CompanyProfile): boolean {
  return (
    profile.logo !== null &&
    profile.cover !== null &&
    profile.about.length >= companyProfileLimits.aboutForComplete &&
    profile.industry.length > 0 &&
    profile.size.length > 0 &&
    profile.website.length > 0 &&
    profile.locations.length > 0
  );
}

/** Ticks itself from what exists: nothing here is a flag someone set. */
export function setupChecklist(facts: { profile: CompanyProfile; events: readonly ActivityEvent[]; jobs: readonly ActivityJob[]; teamInvited: boolean }): SetupChecklist {
  const items: ChecklistItem[] = [
    { key: 'profile', done: profileComplete(facts.profile), available: true },
    { key: 'event', done: facts.events.some((e) => e.status !== 'draft'), available: true },
    { key: 'job', done: facts.jobs.length > 0, available: true },
    { key: 'challenge', done: false, available: false },
    { key: 'team', done: facts.teamInvited, available: true },
  ];
  const counted = items.filter((i) => i.available);
  return { items, done: counted.filter((i) => i.done).length, total: counted.length };
}

export interface CompanyOverview {
  upcomingEvents: ActivityEvent[];
  draftEvents: number;
  openJobs: ActivityJob[];
  checklist: SetupChecklist;
}

const listed = 10;

export function companyOverview(facts: { profile: CompanyProfile; events: readonly ActivityEvent[]; jobs: readonly ActivityJob[]; teamInvited: boolean }, nowMs: number): CompanyOverview {
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

import { describe, expect, it } from 'vitest';
import type { ActivityEvent, ActivityJob } from './company-activity.ts';
import { companyOverview, missingProfileFacts, profileComplete, setupChecklist } from './company-overview.ts';
import type { CompanyProfile } from './company-profile.ts';

const complete: CompanyProfile = {
  tagline: '',
  about: 'A'.repeat(80),
  industry: 'Law',
  size: '51-200',
  country: 'France',
  locations: ['Paris'],
  website: 'https://avocats.example.fr',
  logo: `/api/files/${'b'.repeat(64)}`,
  cover: `/api/files/${'c'.repeat(64)}`,
};
const nowMs = Date.parse('2026-11-22T10:00:00Z');
const event = (phase: ActivityEvent['phase'], n = 0): ActivityEvent => ({
  uniqueId: `e${n}`,
  link: `e-${n}`,
  status: phase === 'upcoming' || phase === 'past' ? 'published' : phase,
  phase,
  title: `Event ${n}`,
  type: 'Live Stream',
  img: '',
  startTime: new Date(nowMs + n * 3_600_000).toISOString(),
  endTime: new Date(nowMs + n * 3_600_000 + 1).toISOString(),
  timezone: 'Europe/Paris',
  approval: false,
  attending: n,
  pending: 0,
});
const job = (status: ActivityJob['status'], deadlineInDays: number): ActivityJob => ({
  uniqueId: `j${deadlineInDays}`,
  status,
  title: 'Trainee',
  type: 'graduate',
  track: 'Finance',
  locations: [],
  remote: true,
  deadline: new Date(nowMs + deadlineInDays * 86_400_000).toISOString(),
  applicants: 3,
});

describe('setup checklist', () => {
  it('counts a profile complete with a logo, a description of a few sentences, the website and the creation facts', () => {
    expect(profileComplete(complete)).toBe(true);
    // Cover and locations make the page better; they are not needed for the step.
    expect(profileComplete({ ...complete, cover: null, locations: [] })).toBe(true);
    expect(missingProfileFacts({ ...complete, logo: null, about: `   ${'A'.repeat(79)}  `, website: '' })).toEqual(['logo', 'about', 'website']);
    for (const missing of [{ industry: '' }, { size: '' }, { country: '' }] as Partial<CompanyProfile>[]) {
      expect(profileComplete({ ...complete, ...missing })).toBe(false);
    }
  });

  it('ticks from real facts and counts every step it shows: a draft is no first event or challenge, a closed job and a closed challenge still count', () => {
    const empty = setupChecklist({ profile: { ...complete, logo: null }, events: [event('draft')], jobs: [], challenges: [{ uniqueId: 'c0', published: false }], teamInvited: false });
    expect(empty).toMatchObject({ done: 0, total: 5 });
    expect(empty.items.map((i) => i.key)).toEqual(['profile', 'event', 'job', 'challenge', 'team']);
    expect(empty.items[0]).toEqual({ key: 'profile', done: false, missing: ['logo'] });
    const all = setupChecklist({ profile: complete, events: [event('past')], jobs: [job('closed', -3)], challenges: [{ uniqueId: 'c1', published: true }], teamInvited: true });
    expect(all).toMatchObject({ done: 5, total: 5 });
    expect(all.items.find((i) => i.key === 'challenge')).toEqual({ key: 'challenge', done: true });
  });
});

describe('company overview', () => {
  it('lists upcoming events and open jobs (soonest deadline first), and counts drafts', () => {
    const overview = companyOverview(
      { profile: complete, events: [event('past'), event('upcoming', 2), event('draft'), event('cancelled'), event('upcoming', 1)], jobs: [job('open', 9), job('closed', 4), job('open', -1), job('open', 2)], challenges: [], teamInvited: false },
      nowMs,
    );
    expect(overview.upcomingEvents.map((e) => e.uniqueId)).toEqual(['e2', 'e1']);
    expect(overview.draftEvents).toBe(1);
    expect(overview.openJobs.map((j) => j.uniqueId)).toEqual(['j2', 'j9']);
  });
});

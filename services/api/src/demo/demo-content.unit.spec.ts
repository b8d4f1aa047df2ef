import { trackIds } from '@fast-track/shared/tracks';
import { beforeAll, describe, expect, it } from 'vitest';
import { challengeDecider } from '../challenges/index.ts';
import { sanitizeRichText } from '../http/rich-text.ts';
import { jobDecider } from '../jobs/index.ts';
import { articleDecider, articleLanguages } from '../magazine/index.ts';
import { buildDemoArticles } from './demo-articles.ts';
import { buildDemoChallenges, demoChallenges } from './demo-challenges.ts';
import { demoCompanies } from './demo-companies.ts';
import { buildDemoJobs } from './demo-jobs.ts';
import { stableUuid } from './demo-random.ts';
import { loadDomPurify } from '../http/lazy-dom.ts';

// jsdom loads on the first sanitisation (http/lazy-dom.ts), seconds on a loaded machine: before the tests, so their
// timeouts measure the sanitiser and not the package load.
beforeAll(() => {
  loadDomPurify();
}, 60_000);

// Issue 23: a fresh start worth exploring. Jobs open to students in every track, three ranked challenges per track
// open long enough to try, six magazine articles each in all six languages — all commands the real deciders accept.

const now = new Date('2026-06-15T08:00:00.000Z');
const dayMs = 86_400_000;
const companyIds = new Set(demoCompanies.map((c) => stableUuid(`company:${c.slug}`)));

describe('demo jobs', () => {
  const jobs = buildDemoJobs(now);
  const details = jobs.map((c) => c.data.details);

  it('are deterministic', () => {
    expect(buildDemoJobs(new Date(now))).toEqual(jobs);
  });

  it('give every track several open jobs of the demo companies, with deadlines ahead', () => {
    for (const track of trackIds) expect(details.filter((d) => d.track === track).length, track).toBeGreaterThanOrEqual(3);
    for (const job of jobs) {
      expect(companyIds.has(job.data.companyId)).toBe(true);
      const ahead = Date.parse(job.data.details.deadline) - now.getTime();
      expect(ahead).toBeGreaterThan(5 * dayMs);
      expect(ahead).toBeLessThan(366 * dayMs);
      expect(job.data.details.visibility).toBeUndefined();
    }
    expect(new Set(jobs.map((j) => j.data.jobId)).size).toBe(jobs.length);
  });

  it('vary in type, place and remote work, with written descriptions and requirements', () => {
    expect(new Set(details.map((d) => d.type))).toEqual(new Set(['internship', 'graduate', 'placement', 'part-time']));
    expect(new Set(details.map((d) => d.remote))).toEqual(new Set([true, false]));
    expect(new Set(details.flatMap((d) => d.locations)).size).toBeGreaterThanOrEqual(8);
    for (const d of details) {
      expect(d.requirements.length).toBeGreaterThanOrEqual(2);
      expect(d.description).not.toMatch(/lorem/i);
      // What the editor's route would store: the sanitiser leaves it as it is.
      expect(sanitizeRichText(d.description)).toBe(d.description);
    }
  });

  it('are commands the job decider accepts', () => {
    for (const job of jobs) expect(() => jobDecider.decide(job, jobDecider.initialState())).not.toThrow();
  });
});

describe('demo challenges', () => {
  const challenges = demoChallenges(now);

  it('are at least three per track, open now and for months, from the demo companies', () => {
    for (const track of trackIds) expect(challenges.filter((c) => c.content.track === track).length, track).toBeGreaterThanOrEqual(3);
    for (const { content } of challenges) {
      expect(Date.parse(content.opensAt)).toBeLessThanOrEqual(now.getTime());
      expect(Date.parse(content.closesAt) - now.getTime()).toBeGreaterThanOrEqual(90 * dayMs);
      expect(content.tasks.length).toBeGreaterThanOrEqual(3);
      expect(sanitizeRichText(content.material.html)).toBe(content.material.html);
    }
    expect(new Set(challenges.map((c) => c.challengeId)).size).toBe(challenges.length);
  });

  it('give every track an Induction, a 101 and a partner virtual experience', () => {
    for (const track of trackIds) {
      const series = challenges.filter((c) => c.content.track === track).map((c) => c.content.series);
      expect(series.sort(), track).toEqual(['induction', 'intro', null]);
    }
  });

  it('keep the ids of the challenges issue 12 seeded, so an older demo log is not given them twice', () => {
    const ids = new Set(challenges.map((c) => c.challengeId));
    for (const company of demoCompanies) expect(ids.has(stableUuid(`challenge:${company.slug}`)), company.slug).toBe(true);
  });

  it('draft and publish through the challenge decider', () => {
    const commands = buildDemoChallenges(now);
    expect(commands).toHaveLength(challenges.length * 2);
    for (let i = 0; i < commands.length; i += 2) {
      const draft = commands[i]!;
      const publish = commands[i + 1]!;
      const drafted = challengeDecider.decide(draft, challengeDecider.initialState());
      const state = drafted.reduce(challengeDecider.evolve, challengeDecider.initialState());
      expect(() => challengeDecider.decide(publish, state)).not.toThrow();
    }
  });
});

describe('demo magazine articles', () => {
  const articles = buildDemoArticles(now);

  it('are at least six, each in all six languages, published before the seed', () => {
    const byKey = new Map<string, string[]>();
    for (const a of articles) {
      const key = a.data.publishAt;
      byKey.set(key, [...(byKey.get(key) ?? []), a.data.language]);
      expect(Date.parse(a.data.publishAt)).toBeLessThan(now.getTime());
    }
    expect(byKey.size).toBeGreaterThanOrEqual(6);
    for (const languages of byKey.values()) expect([...languages].sort()).toEqual([...articleLanguages].sort());
  });

  it('are real translations: every language has its own title, description and body', () => {
    for (const field of ['title', 'description', 'body'] as const) {
      for (const publishAt of new Set(articles.map((a) => a.data.publishAt))) {
        const texts = articles.filter((a) => a.data.publishAt === publishAt).map((a) => a.data[field]);
        expect(new Set(texts).size, `${field} of ${publishAt}`).toBe(articleLanguages.length);
      }
    }
    for (const a of articles) {
      expect(a.data.title.length).toBeLessThanOrEqual(160);
      expect(a.data.description.length).toBeLessThanOrEqual(300);
      expect(a.data.body.replace(/<[^>]*>/g, '').length, a.data.title).toBeGreaterThan(800);
      expect(sanitizeRichText(a.data.body)).toBe(a.data.body);
    }
  });

  it('are commands the article decider accepts, with links of their own', () => {
    const links = articles.map((a) => {
      const [written] = articleDecider.decide(a, articleDecider.initialState());
      return written?.type === 'ArticleWritten' ? written.data.link : '';
    });
    expect(new Set(links).size).toBe(articles.length);
    expect(links.every((l) => /^[a-z0-9-]+$/.test(l))).toBe(true);
  });
});

import { trackIds, type TrackId } from '@fast-track/shared/tracks';
import type { ChallengeCommand, PublishedContent, Task } from '../challenges/index.ts';
import { demoCompanies, type DemoCompany } from './demo-companies.ts';
import { demoExperiences } from './demo-experiences.ts';
import { demoMemberId } from './demo-plan.ts';
import { stableUuid } from './demo-random.ts';

// The demo companies draft and publish challenges through the challenge decider, as their members would in the
// builder: three per track, so every track has enough ranked challenges for the fellowship step. Per track an
// Induction Challenge, a "101 Introduction" (both on the track's case below) and a partner virtual experience on a
// case of its own (demo-experiences.ts). All auto-graded, so a demo student's result ranks at once.

const dayMs = 86_400_000;

interface Assignment {
  company: string;
  track: TrackId;
  series: 'induction' | 'intro';
}

// The first eight (one per company) came with issue 12 and keep their stream ids; Finance's and MBA Track's 101s
// came with issue 23.
const assignments: readonly Assignment[] = [
  { company: 'northbridge-capital', track: 'Finance', series: 'induction' },
  { company: 'halden-voss', track: 'Corporate Law', series: 'induction' },
  { company: 'meridian-consulting', track: 'Consulting', series: 'induction' },
  { company: 'alder-ventures', track: 'Start-Up', series: 'induction' },
  { company: 'kestrel-partners', track: 'MBA Track', series: 'induction' },
  { company: 'lumen-legal', track: 'Corporate Law', series: 'intro' },
  { company: 'corvid-strategy', track: 'Consulting', series: 'intro' },
  { company: 'tessellate-labs', track: 'Start-Up', series: 'intro' },
  { company: 'kestrel-partners', track: 'Finance', series: 'intro' },
  { company: 'meridian-consulting', track: 'MBA Track', series: 'intro' },
];
const issue12Count = 8;

const cases: Record<TrackId, { summary: string; material: string; tasks: Task[] }> = {
  Finance: {
    summary: 'Size up a mid-cap acquisition the way a first-year analyst would.',
    material: '<p>The target earns a steady EBITDA and trades at sector multiples. Your MD wants a first view by tonight.</p>',
    tasks: [
      { id: 'multiple', kind: 'single', prompt: 'Which multiple values a profitable, asset-light business best?', points: 10, options: [{ id: 'ev', text: 'EV/EBITDA' }, { id: 'pb', text: 'Price/Book' }, { id: 'div', text: 'Dividend yield' }], correct: 'ev' },
      { id: 'ev', kind: 'numeric', prompt: 'EBITDA is {{a}}m and peers trade at {{b}}x. What is the enterprise value in m?', points: 10, params: [{ name: 'a', min: 8, max: 20, step: 1 }, { name: 'b', min: 6, max: 10, step: 0.5 }], answer: 'a * b', tolerance: { mode: 'relative', value: 0.01 }, unit: 'm' },
      { id: 'process', kind: 'ordering', prompt: 'Put the sell-side process in order.', points: 10, items: [{ id: 'teaser', text: 'Teaser' }, { id: 'nda', text: 'NDA' }, { id: 'loi', text: 'Letter of intent' }, { id: 'spa', text: 'Share purchase agreement' }] },
    ],
  },
  'Corporate Law': {
    summary: 'Review a supply contract before signing.',
    material: '<p>A client sends a 20-page supply contract with a short deadline. Spot what matters first.</p>',
    tasks: [
      { id: 'clauses', kind: 'multiple', prompt: 'Which clauses limit the client’s exposure?', points: 10, options: [{ id: 'cap', text: 'Liability cap' }, { id: 'fm', text: 'Force majeure' }, { id: 'recitals', text: 'Recitals' }, { id: 'counterparts', text: 'Counterparts' }], correct: ['cap', 'fm'] },
      { id: 'law', kind: 'single', prompt: 'Which clause decides which courts hear a dispute?', points: 10, options: [{ id: 'juris', text: 'Jurisdiction' }, { id: 'notices', text: 'Notices' }, { id: 'severability', text: 'Severability' }], correct: 'juris' },
      { id: 'review', kind: 'ordering', prompt: 'Order your review.', points: 10, items: [{ id: 'parties', text: 'Parties and scope' }, { id: 'obligations', text: 'Obligations' }, { id: 'liability', text: 'Liability' }, { id: 'boilerplate', text: 'Boilerplate' }] },
    ],
  },
  Consulting: {
    summary: 'Structure a profitability problem for a retail client.',
    material: '<p>A retailer’s profit fell although revenue grew. The partner asks you to structure the problem.</p>',
    tasks: [
      { id: 'driver', kind: 'single', prompt: 'Revenue grew and profit fell. Where do you look first?', points: 10, options: [{ id: 'costs', text: 'Costs' }, { id: 'brand', text: 'Brand awareness' }, { id: 'hq', text: 'Headquarters location' }], correct: 'costs' },
      { id: 'margin', kind: 'numeric', prompt: 'Revenue is {{r}}m and costs are {{c}}m. What is the margin in %?', points: 10, params: [{ name: 'r', min: 100, max: 200, step: 10 }, { name: 'c', min: 60, max: 90, step: 5 }], answer: '(r - c) / r * 100', tolerance: { mode: 'absolute', value: 0.5 }, unit: '%' },
      { id: 'steps', kind: 'ordering', prompt: 'Order a case interview.', points: 10, items: [{ id: 'clarify', text: 'Clarify the question' }, { id: 'structure', text: 'Structure' }, { id: 'analyse', text: 'Analyse' }, { id: 'recommend', text: 'Recommend' }] },
    ],
  },
  'Start-Up': {
    summary: 'Check the unit economics of a subscription start-up.',
    material: '<p>A seed-stage start-up sells monthly subscriptions. Investors ask whether growth pays for itself.</p>',
    tasks: [
      { id: 'ltv', kind: 'numeric', prompt: 'A customer pays {{p}} a month and stays {{m}} months. What is the lifetime value?', points: 10, params: [{ name: 'p', min: 10, max: 50, step: 5 }, { name: 'm', min: 6, max: 24, step: 6 }], answer: 'p * m', tolerance: { mode: 'absolute', value: 0 }, unit: '' },
      { id: 'metric', kind: 'single', prompt: 'Which ratio tells whether acquisition pays off?', points: 10, options: [{ id: 'ltvcac', text: 'LTV / CAC' }, { id: 'pe', text: 'P/E' }, { id: 'current', text: 'Current ratio' }], correct: 'ltvcac' },
      { id: 'signals', kind: 'multiple', prompt: 'Which are signs of product-market fit?', points: 10, options: [{ id: 'retention', text: 'Flat retention curve' }, { id: 'referrals', text: 'Organic referrals' }, { id: 'office', text: 'A bigger office' }, { id: 'logo', text: 'A new logo' }], correct: ['retention', 'referrals'] },
    ],
  },
  'MBA Track': {
    summary: 'Decide on a market entry as a general manager.',
    material: '<p>Your business unit could enter a neighbouring market. Weigh the case in an hour.</p>',
    tasks: [
      { id: 'npv', kind: 'numeric', prompt: 'An entry costs {{c}}m and returns {{r}}m a year for 3 years (ignore discounting). What is the net gain in m?', points: 10, params: [{ name: 'c', min: 5, max: 15, step: 1 }, { name: 'r', min: 3, max: 8, step: 1 }], answer: 'r * 3 - c', tolerance: { mode: 'absolute', value: 0 }, unit: 'm' },
      { id: 'mode', kind: 'single', prompt: 'Which entry mode keeps the most control?', points: 10, options: [{ id: 'wos', text: 'Wholly owned subsidiary' }, { id: 'licence', text: 'Licensing' }, { id: 'export', text: 'Exporting via agents' }], correct: 'wos' },
      { id: 'plan', kind: 'ordering', prompt: 'Order the decision.', points: 10, items: [{ id: 'market', text: 'Size the market' }, { id: 'fit', text: 'Check strategic fit' }, { id: 'mode', text: 'Choose the entry mode' }, { id: 'launch', text: 'Plan the launch' }] },
    ],
  },
};

interface DemoChallenge {
  challengeId: string;
  company: DemoCompany;
  content: PublishedContent;
}

const companyOf = (slug: string): DemoCompany => {
  const company = demoCompanies.find((c) => c.slug === slug);
  if (!company) throw new Error(`No demo company ${slug}`);
  return company;
};

// Open since yesterday for four months: long enough for anyone to try them.
const window = (now: Date) => ({ opensAt: new Date(now.getTime() - dayMs).toISOString(), closesAt: new Date(now.getTime() + 120 * dayMs).toISOString() });

function seriesChallenge({ company: slug, track, series }: Assignment, index: number, now: Date): DemoChallenge {
  const company = companyOf(slug);
  const c = cases[track];
  // Issue 12's challenges keep their ids (a log seeded then has them); later ones are named by company, track and series.
  const challengeId = stableUuid(index < issue12Count ? `challenge:${slug}` : `challenge:${slug}:${track}:${series}`);
  const content: PublishedContent = {
    title: series === 'induction' ? `${track} Induction Challenge` : `101 Introduction to ${track}`,
    track,
    series,
    summary: c.summary,
    learn: [`How ${company.name} approaches a first ${track} case`, 'How your answers rank against your cohort'],
    minutes: 20,
    ...window(now),
    material: { html: c.material, images: [], files: [] },
    tasks: c.tasks,
  };
  return { challengeId, company, content };
}

function experienceChallenge(track: TrackId, now: Date): DemoChallenge {
  const e = demoExperiences[track];
  const company = companyOf(e.company);
  const content: PublishedContent = {
    title: e.title,
    track,
    series: null,
    summary: e.summary,
    learn: [e.learn, 'How your answers rank against your cohort'],
    minutes: e.minutes,
    ...window(now),
    material: { html: e.material, images: [], files: [] },
    tasks: e.tasks,
  };
  return { challengeId: stableUuid(`challenge:${e.company}:${track}:experience`), company, content };
}

/** Every demo challenge with its stable id and company: three per track. */
export function demoChallenges(now: Date): DemoChallenge[] {
  return [...assignments.map((a, i) => seriesChallenge(a, i, now)), ...trackIds.map((t) => experienceChallenge(t, now))];
}

/** Per challenge: its draft, then its publication (version 1 → 2), dated now. */
export function buildDemoChallenges(now: Date): ChallengeCommand[] {
  const at = now.toISOString();
  return demoChallenges(now).flatMap(({ challengeId, company, content }): ChallengeCommand[] => {
    const companyId = stableUuid(`company:${company.slug}`);
    const by = demoMemberId(company.slug);
    return [
      { type: 'DraftChallenge', data: { challengeId, companyId, content, by, now: at } },
      { type: 'PublishChallenge', data: { challengeId, asCompanyId: companyId, expectedVersion: 1, content, by, now: at } },
    ];
  });
}

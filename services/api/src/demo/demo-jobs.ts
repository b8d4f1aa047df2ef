import type { TrackId } from '@fast-track/shared/tracks';
import type { JobCommand, JobDetails } from '../jobs/index.ts';
import { demoCompanies } from './demo-companies.ts';
import { demoMemberId } from './demo-plan.ts';
import { stableUuid } from './demo-random.ts';

// Job posts of the demo companies, three per track, as their members would write them in the job editor: varied
// types, offices and remote work, deadlines spread over the next four months, so every track's students find open
// jobs to read and apply to. Titles and texts are the employer's own words (data, not translated).

const dayMs = 86_400_000;

interface DemoJob {
  company: string;
  title: string;
  type: JobDetails['type'];
  locations: string[];
  remote: boolean;
  /** What the role is, in two or three sentences. */
  summary: string;
  duties: string[];
  requirements: string[];
  salary: JobDetails['salary'];
  /** Applications close this many days after the seed. */
  closesInDays: number;
}

export const demoJobsByTrack: Record<TrackId, readonly DemoJob[]> = {
  Finance: [
    { company: 'northbridge-capital', title: 'Investment Banking Summer Analyst', type: 'internship', locations: ['London'], remote: false, summary: 'Spend ten weeks on a live deal team in our M&A and capital markets groups. You will build models, draft pitch materials and sit in on client calls from your first week.', duties: ['Build and check valuation models (DCF, trading and transaction comparables)', 'Draft pages for pitch books and information memoranda', 'Research sectors and potential buyers for live mandates'], requirements: ['Penultimate-year student in any discipline', 'Confident with numbers and Excel', 'Right to work in the UK for the internship'], salary: { min: 3800, max: 4200, currency: 'GBP', period: 'month' }, closesInDays: 12 },
    { company: 'kestrel-partners', title: 'Graduate Analyst, Wealth Management', type: 'graduate', locations: ['Zürich', 'Geneva'], remote: false, summary: 'Join a two-year rotation across portfolio construction, research and client advisory. Each rotation ends with a review and a presentation to the investment committee.', duties: ['Monitor client portfolios and prepare quarterly reviews', 'Write short research notes on equities and bonds', 'Support advisers in client meetings'], requirements: ['Final-year or Master’s student in finance, economics or a quantitative subject', 'Fluent English; German or French is a plus', 'Interest in financial markets shown outside your studies'], salary: { min: 95000, max: 105000, currency: 'CHF', period: 'year' }, closesInDays: 45 },
    { company: 'northbridge-capital', title: 'Part-Time Markets Research Assistant', type: 'part-time', locations: ['London'], remote: true, summary: 'Help our macro strategists with data and charts for their weekly notes, 12 hours a week during term, mostly from home.', duties: ['Update datasets on rates, currencies and commodities', 'Prepare charts for the weekly strategy note', 'Check figures before publication'], requirements: ['Student of economics, finance or mathematics', 'Careful with data; Python or R is a plus', 'Available 12 hours a week'], salary: { min: 18, max: 22, currency: 'GBP', period: 'hour' }, closesInDays: 80 },
  ],
  Consulting: [
    { company: 'meridian-consulting', title: 'Business Analyst Internship', type: 'internship', locations: ['Paris'], remote: false, summary: 'Work for eight weeks as a full member of a client team on a strategy or operations project. A coach from outside your team meets you every week.', duties: ['Analyse client data and interview experts to test hypotheses', 'Turn findings into clear slides for the client', 'Present a part of the work to the client team'], requirements: ['Penultimate-year or Master’s student in any discipline', 'Structured thinking and clear writing', 'French or English at working level'], salary: { min: 2600, max: 2900, currency: 'EUR', period: 'month' }, closesInDays: 9 },
    { company: 'corvid-strategy', title: 'Junior Consultant, Digital Strategy', type: 'graduate', locations: ['Milan', 'Rome'], remote: false, summary: 'Help clients in retail and industry decide where digital tools pay off. You work across two or three projects a year with a senior consultant as your mentor.', duties: ['Map clients’ processes and size the value of improvements', 'Build business cases for digital investments', 'Run workshops with client staff'], requirements: ['Final-year or Master’s student in business, engineering or economics', 'Italian and English', 'Curious about technology'], salary: { min: 34000, max: 38000, currency: 'EUR', period: 'year' }, closesInDays: 40 },
    { company: 'meridian-consulting', title: 'Research Placement, Knowledge Team', type: 'placement', locations: ['Paris', 'Munich'], remote: true, summary: 'A six-month placement in the team that finds the facts behind our projects: market sizes, competitor profiles and expert calls.', duties: ['Answer research requests from project teams within days', 'Build market models from public and paid sources', 'Keep our industry briefings up to date'], requirements: ['Student who can take a six-month placement', 'Strong desk research and Excel', 'English; French or German is a plus'], salary: { min: 1800, max: 2000, currency: 'EUR', period: 'month' }, closesInDays: 70 },
  ],
  'Corporate Law': [
    { company: 'halden-voss', title: 'Summer Vacation Scheme', type: 'internship', locations: ['Amsterdam'], remote: false, summary: 'Three weeks in two of our practice groups, with a trainee buddy and a partner mentor. The scheme is our main route to a training contract.', duties: ['Research points of law and summarise them for a supervisor', 'Draft a first version of simple contracts and letters', 'Take part in a mock negotiation against another team'], requirements: ['Law or non-law student in the penultimate or final year', 'Excellent written English', 'Interest in commercial work'], salary: { min: 650, max: 650, currency: 'EUR', period: 'month' }, closesInDays: 20 },
    { company: 'lumen-legal', title: 'Trainee Solicitor', type: 'graduate', locations: ['Dublin'], remote: false, summary: 'A two-year training contract with four seats, including corporate, disputes and one of your choice. We pay for the professional course.', duties: ['Support lawyers on transactions and disputes', 'Run due diligence and prepare reports', 'Attend client meetings and court hearings'], requirements: ['Law degree or conversion course completed by the start date', 'Strong academic record', 'Good judgement and attention to detail'], salary: { min: 42000, max: 45000, currency: 'EUR', period: 'year' }, closesInDays: 55 },
    { company: 'halden-voss', title: 'Legal Tech Paralegal (Part-Time)', type: 'part-time', locations: ['Amsterdam'], remote: true, summary: 'Help our lawyers use contract automation and review tools, 16 hours a week during your studies.', duties: ['Set up document templates in our automation tool', 'Run first-pass contract reviews and flag issues', 'Train colleagues on the tools'], requirements: ['Law student at any level', 'Comfortable with new software', 'Dutch or English'], salary: { min: 19, max: 23, currency: 'EUR', period: 'hour' }, closesInDays: 95 },
  ],
  'Start-Up': [
    { company: 'tessellate-labs', title: 'Product Engineering Intern', type: 'internship', locations: ['Warsaw'], remote: true, summary: 'Own a real feature of our invoicing product from the first sketch to the release, with a senior engineer reviewing your code every day.', duties: ['Build features in TypeScript and React', 'Write tests and take part in code review', 'Talk to customers about what you built'], requirements: ['Student of computer science or a related field', 'A project you can show us (GitHub, app, site)', 'English at working level'], salary: { min: 7000, max: 9000, currency: 'PLN', period: 'month' }, closesInDays: 6 },
    { company: 'alder-ventures', title: 'Venture Fellow', type: 'placement', locations: ['Berlin'], remote: false, summary: 'Six months beside our investment team: you meet founders, assess deals and help our portfolio companies with their hardest problems.', duties: ['Screen start-ups and write first investment memos', 'Analyse markets and competitors', 'Run a project for a portfolio company'], requirements: ['Final-year or Master’s student', 'Analytical and at ease with founders', 'German is a plus, English is required'], salary: { min: 1900, max: 2200, currency: 'EUR', period: 'month' }, closesInDays: 35 },
    { company: 'tessellate-labs', title: 'Founder’s Associate', type: 'graduate', locations: ['Warsaw', 'Berlin'], remote: true, summary: 'Work directly with our founders on whatever matters most this quarter: pricing, hiring, a new market or an investor update.', duties: ['Run projects across sales, operations and finance', 'Prepare board and investor materials', 'Set up processes that still work when we are twice the size'], requirements: ['Graduate of any discipline with a record of getting things done', 'Strong with numbers and writing', 'Comfortable with ambiguity'], salary: { min: 11000, max: 14000, currency: 'PLN', period: 'month' }, closesInDays: 60 },
  ],
  'MBA Track': [
    { company: 'northbridge-capital', title: 'Post-MBA Associate, Corporate Finance', type: 'graduate', locations: ['London', 'Frankfurt'], remote: false, summary: 'Join as an associate after your MBA and lead the day-to-day work on mergers and financing mandates.', duties: ['Lead analysts on models and client materials', 'Manage due diligence with clients and advisers', 'Present to clients alongside the senior bankers'], requirements: ['MBA graduating this year', 'Prior experience in finance, consulting or industry', 'Right to work in the UK or Germany'], salary: { min: 120000, max: 140000, currency: 'GBP', period: 'year' }, closesInDays: 30 },
    { company: 'meridian-consulting', title: 'MBA Summer Associate', type: 'internship', locations: ['Paris', 'Munich'], remote: false, summary: 'A ten-week internship between the two years of your MBA, working as a consultant on one client project with full responsibility for a workstream.', duties: ['Own a workstream and its client contact', 'Lead interviews and workshops', 'Present recommendations to the client'], requirements: ['MBA student finishing the first year', 'Three or more years of work experience', 'English; French or German is a plus'], salary: { min: 9000, max: 10000, currency: 'EUR', period: 'month' }, closesInDays: 18 },
    { company: 'corvid-strategy', title: 'Strategy Manager (Post-MBA)', type: 'graduate', locations: ['Milan'], remote: true, summary: 'Lead small teams on growth strategy projects for family-owned companies, with a path to principal in three years.', duties: ['Lead a project team of two to four consultants', 'Shape proposals with the partners', 'Coach analysts and junior consultants'], requirements: ['MBA graduating this year', 'Experience leading people or projects', 'Italian and English'], salary: { min: 85000, max: 100000, currency: 'EUR', period: 'year' }, closesInDays: 75 },
  ],
};

/** The texts above are plain text ("M&A", "Halden & Voss"); the description is HTML, stored as the sanitiser leaves it. */
const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function description(job: DemoJob, companyName: string): string {
  return [
    `<p>${escapeHtml(job.summary)}</p>`,
    '<h4>What you will do</h4>',
    `<ul>${job.duties.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(companyName)} welcomes applications from all backgrounds. Apply with your CV and a short note on why this role.</p>`,
  ].join('\n');
}

/** Each demo job as the PublishJob command its company's member sends; ids are stable, so a re-seed conflicts. */
export function buildDemoJobs(now: Date): Extract<JobCommand, { type: 'PublishJob' }>[] {
  const at = now.toISOString();
  return Object.entries(demoJobsByTrack).flatMap(([track, jobs]) =>
    jobs.map((job) => {
      const company = demoCompanies.find((c) => c.slug === job.company);
      if (!company) throw new Error(`No demo company ${job.company}`);
      const details: JobDetails = {
        title: job.title,
        type: job.type,
        track,
        locations: job.locations,
        remote: job.remote,
        description: description(job, company.name),
        requirements: job.requirements,
        salary: job.salary,
        // The end of that day (23:59 UTC), so a deadline reads as a date, not a time of day.
        deadline: new Date(Date.parse(`${at.slice(0, 10)}T23:59:00.000Z`) + job.closesInDays * dayMs).toISOString(),
        apply: { method: 'platform' },
      };
      return {
        type: 'PublishJob' as const,
        data: { jobId: stableUuid(`job:${track}:${job.title}`), companyId: stableUuid(`company:${company.slug}`), details, by: demoMemberId(company.slug), now: at },
      };
    }),
  );
}

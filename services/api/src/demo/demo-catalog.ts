import type { EventKind } from '../events/index.ts';
import type { DemoCompany } from './demo-companies.ts';

/** Event formats per sector: title, kind and the requirement lists students filter on. */
export interface DemoFormat {
  /**
   * Titled for the (local) date it happens on, so a season or a cohort year in it fits that date, and for the host's
   * place among its sector's hosts (`peer` 0 or 1): two firms of one sector run their own events, never one title twice.
   */
  title: (on: LocalDate, peer: number) => string;
  kind: EventKind;
  hours: number;
  schoolYear: string[];
  relevantCourses: string[];
  targetGroups: string[];
}

export interface LocalDate {
  year: number;
  /** 1–12 */
  month: number;
}

const allYears = ['First year', 'Penultimate year', 'Final year', 'Master’s'];

/** Meteorological seasons; every demo venue is in Europe. */
export function seasonOf({ month }: LocalDate): 'Winter' | 'Spring' | 'Summer' | 'Autumn' {
  if (month === 12 || month <= 2) return 'Winter';
  if (month <= 5) return 'Spring';
  if (month <= 8) return 'Summer';
  return 'Autumn';
}

// Applications for a summer programme close in the winter or spring before it; from May on, the next one.
const nextSummer = ({ year, month }: LocalDate): number => (month >= 5 ? year + 1 : year);
/** One title per host of the sector, the first host's first. */
const fixed = (first: string, second: string) => (_on: LocalDate, peer: number): string => (peer === 0 ? first : second);

export const formatsBySector: Record<DemoCompany['sector'], readonly DemoFormat[]> = {
  finance: [
    { title: (on, peer) => `${seasonOf(on)} Insight Day${peer === 0 ? '' : ': Wealth and Asset Management'}`, kind: 'Physical Event', hours: 6, schoolYear: ['First year', 'Penultimate year'], relevantCourses: ['Economics', 'Finance', 'Mathematics'], targetGroups: ['Women in Finance', 'First-generation students'] },
    { title: fixed('Markets Desk Live: A Day on the Trading Floor', 'Wealth Management Live: Meet the Advisers'), kind: 'Live Stream', hours: 1.5, schoolYear: allYears, relevantCourses: ['Finance', 'Physics', 'Computer Science'], targetGroups: [] },
    { title: (on, peer) => `${peer === 0 ? 'Summer Analyst' : 'Graduate Analyst'} Programme ${nextSummer(on)} – Applications Close`, kind: 'Job Closings', hours: 1, schoolYear: ['Penultimate year'], relevantCourses: ['Any discipline'], targetGroups: [] },
    { title: fixed('Quant Careers: Ask the Strats Team', 'Risk and Quant Careers: Live Q&A'), kind: 'Live Stream', hours: 1, schoolYear: ['Final year', 'Master’s'], relevantCourses: ['Mathematics', 'Physics', 'Computer Science'], targetGroups: [] },
    { title: fixed('M&A Case Workshop', 'Portfolio Construction Workshop'), kind: 'Physical Event', hours: 3, schoolYear: ['Penultimate year', 'Final year'], relevantCourses: ['Finance', 'Accounting'], targetGroups: ['Black & Minority Ethnic students'] },
  ],
  law: [
    { title: fixed('Vacation Scheme Open Evening', 'Open Evening for Future Trainees'), kind: 'Physical Event', hours: 2.5, schoolYear: ['Penultimate year', 'Final year'], relevantCourses: ['Law', 'History', 'Politics'], targetGroups: ['Social mobility'] },
    { title: fixed('Training Contract Q&A with Trainees', 'Ask a Trainee: Life in Your First Seat'), kind: 'Live Stream', hours: 1, schoolYear: allYears, relevantCourses: ['Law', 'Any discipline'], targetGroups: [] },
    { title: (on, peer) => (peer === 0 ? `Training Contracts ${on.year + 2} – Applications Close` : `Summer Vacation Scheme ${nextSummer(on)} – Applications Close`), kind: 'Job Closings', hours: 1, schoolYear: ['Final year', 'Master’s'], relevantCourses: ['Law'], targetGroups: [] },
    { title: fixed('Mock Negotiation Evening', 'Moot Court Evening: Argue a Commercial Dispute'), kind: 'Physical Event', hours: 3, schoolYear: ['Penultimate year', 'Final year', 'Master’s'], relevantCourses: ['Law', 'Business'], targetGroups: [] },
    { title: fixed('Commercial Awareness Masterclass', 'Legal Tech and the Future Lawyer: Webinar'), kind: 'Live Stream', hours: 1.5, schoolYear: ['First year', 'Penultimate year'], relevantCourses: ['Law', 'Economics'], targetGroups: ['Women in Law'] },
  ],
  consulting: [
    { title: fixed('Case Interview Bootcamp', 'Case Cracking Workshop'), kind: 'Physical Event', hours: 4, schoolYear: ['Penultimate year', 'Final year'], relevantCourses: ['Business', 'Engineering', 'Economics'], targetGroups: [] },
    { title: fixed('Life of a Consultant: Live Panel', 'A Week in Consulting: Live Panel'), kind: 'Live Stream', hours: 1, schoolYear: allYears, relevantCourses: ['Any discipline'], targetGroups: ['LGBTQ+ students'] },
    { title: fixed('Inside a Digital Transformation Project: Webinar', 'Sustainability Strategy in Practice: Webinar'), kind: 'Live Stream', hours: 1, schoolYear: allYears, relevantCourses: ['Computer Science', 'Engineering', 'Business'], targetGroups: [] },
    { title: fixed('Strategy Case Competition Final', 'Operations Case Challenge Day'), kind: 'Physical Event', hours: 5, schoolYear: ['Penultimate year', 'Final year'], relevantCourses: ['Any discipline'], targetGroups: ['First-generation students'] },
    { title: fixed('Associate Internship – Applications Close', 'Business Analyst Programme – Applications Close'), kind: 'Job Closings', hours: 1, schoolYear: ['Penultimate year', 'Master’s'], relevantCourses: ['Any discipline'], targetGroups: [] },
  ],
  startup: [
    { title: fixed('Founders’ Fireside Chat', 'From Idea to Invoice: Founders Live'), kind: 'Live Stream', hours: 1, schoolYear: allYears, relevantCourses: ['Entrepreneurship', 'Computer Science'], targetGroups: [] },
    { title: (on, peer) => `${seasonOf(on)} Demo Night: ${peer === 0 ? 'Venture Fellows Pitch' : 'Student Builders Showcase'}`, kind: 'Physical Event', hours: 3, schoolYear: ['Final year', 'Master’s'], relevantCourses: ['Business', 'Computer Science', 'Design'], targetGroups: ['Women in Tech'] },
    { title: fixed('Engineering at Scale: Ask Our CTO', 'Product Design Live: How We Ship Every Week'), kind: 'Live Stream', hours: 1, schoolYear: allYears, relevantCourses: ['Computer Science', 'Mathematics'], targetGroups: [] },
    { title: fixed('Hack Day: Build With Our API', 'Product Sprint Day: Design With Our Team'), kind: 'Physical Event', hours: 7, schoolYear: allYears, relevantCourses: ['Computer Science', 'Design'], targetGroups: ['Women in Tech'] },
    { title: (on, peer) => `Summer ${peer === 0 ? 'Product' : 'Engineering'} Internship ${nextSummer(on)} – Applications Close`, kind: 'Job Closings', hours: 1, schoolYear: ['Penultimate year'], relevantCourses: ['Computer Science', 'Design'], targetGroups: [] },
  ],
};

export const demoQuestions: readonly string[] = [
  'Is there a dress code for this event?',
  'Will the session be recorded for those in other time zones?',
  'Do you sponsor visas for international students?',
  'Which teams will be represented on the day?',
  'Is prior experience in the sector expected?',
  'How many places are there, and how are attendees selected?',
  'Can first-year students apply as well?',
  'Will there be time for one-to-one conversations afterwards?',
];

/** A rich but safe HTML description (the SPA sanitises again with DOMPurify). */
export function demoDescription(
  company: DemoCompany,
  format: { title: string; kind: EventKind; approval: boolean },
  city: string,
): string {
  const where = format.kind === 'Live Stream' ? 'online, wherever you are' : format.kind === 'Job Closings' ? 'through our online application portal' : `at our office in ${city}`;
  const agenda =
    format.kind === 'Job Closings'
      ? ['Submit your CV and a short cover letter', 'Complete the online numerical and situational tests', 'Shortlisted candidates are invited to an assessment day']
      : ['Welcome and introduction from the graduate recruitment team', `${format.title}: the main session`, 'Open Q&A with current analysts and trainees', 'Networking and next steps'];
  return [
    `<h3>${format.title}</h3>`,
    `<p><strong>${company.name}</strong> invites students to join us ${where}. This is a chance to see how our teams work, meet the people behind our deals and projects, and learn what we look for in applicants.</p>`,
    `<h4>What to expect</h4>`,
    `<ul>${agenda.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    `<p>Places are limited. ${format.approval ? 'Registrations are reviewed by our team; you will hear from us within five working days.' : 'Register to receive the joining details and a reminder the day before.'}</p>`,
    `<p><em>We welcome applicants from all backgrounds and disciplines.</em> <a href="https://careers.example.com/${company.slug}" rel="noopener noreferrer">More about careers at ${company.name}</a></p>`,
  ].join('\n');
}

const sectorAbout: Record<DemoCompany['sector'], string> = {
  finance: 'advises companies, governments and investors on mergers, capital raising and markets. Our graduates join small deal teams from day one and learn from people who have done it for decades.',
  law: 'is a commercial law firm advising on transactions, disputes and regulation across Europe. Trainees sit in four seats over two years, with real client work and a supervisor who knows their name.',
  consulting: 'helps leaders of large organisations decide and deliver their strategy. Analysts work on three to four projects a year, across industries, with coaching built into every engagement.',
  startup: 'builds software that small businesses run on. We are a small team that ships every day; interns own a real feature from the first sketch to the release.',
};

/** The "about" text of a demo company's profile (plain text, like what a host types). */
export function demoAbout(company: DemoCompany): string {
  return `${company.name} ${sectorAbout[company.sector]} We host events for students throughout the year, online and in our offices.`;
}

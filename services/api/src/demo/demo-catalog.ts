import type { EventKind } from '../events/index.ts';
import type { DemoCompany } from './demo-companies.ts';

/** Event formats per sector: title, kind and the requirement lists students filter on. */
export interface DemoFormat {
  title: string;
  kind: EventKind;
  hours: number;
  approval: boolean;
  schoolYear: string[];
  relevantCourses: string[];
  targetGroups: string[];
}

const allYears = ['First year', 'Penultimate year', 'Final year', 'Master’s'];

export const formatsBySector: Record<DemoCompany['sector'], readonly DemoFormat[]> = {
  finance: [
    { title: 'Spring Insight Day', kind: 'Physical Event', hours: 6, approval: true, schoolYear: ['First year', 'Penultimate year'], relevantCourses: ['Economics', 'Finance', 'Mathematics'], targetGroups: ['Women in Finance', 'First-generation students'] },
    { title: 'Markets Desk Live: A Day on the Trading Floor', kind: 'Live Stream', hours: 1.5, approval: false, schoolYear: allYears, relevantCourses: ['Finance', 'Physics', 'Computer Science'], targetGroups: [] },
    { title: 'Summer Analyst Programme – Applications Close', kind: 'Job Closings', hours: 1, approval: false, schoolYear: ['Penultimate year'], relevantCourses: ['Any discipline'], targetGroups: [] },
    { title: 'M&A Case Workshop', kind: 'Physical Event', hours: 3, approval: true, schoolYear: ['Penultimate year', 'Final year'], relevantCourses: ['Finance', 'Accounting'], targetGroups: ['Black & Minority Ethnic students'] },
  ],
  law: [
    { title: 'Vacation Scheme Open Evening', kind: 'Physical Event', hours: 2.5, approval: true, schoolYear: ['Penultimate year', 'Final year'], relevantCourses: ['Law', 'History', 'Politics'], targetGroups: ['Social mobility'] },
    { title: 'Training Contract Q&A with Trainees', kind: 'Live Stream', hours: 1, approval: false, schoolYear: allYears, relevantCourses: ['Law', 'Any discipline'], targetGroups: [] },
    { title: 'Training Contract 2028 – Applications Close', kind: 'Job Closings', hours: 1, approval: false, schoolYear: ['Final year', 'Master’s'], relevantCourses: ['Law'], targetGroups: [] },
    { title: 'Commercial Awareness Masterclass', kind: 'Live Stream', hours: 1.5, approval: false, schoolYear: ['First year', 'Penultimate year'], relevantCourses: ['Law', 'Economics'], targetGroups: ['Women in Law'] },
  ],
  consulting: [
    { title: 'Case Interview Bootcamp', kind: 'Physical Event', hours: 4, approval: true, schoolYear: ['Penultimate year', 'Final year'], relevantCourses: ['Business', 'Engineering', 'Economics'], targetGroups: [] },
    { title: 'Life of a Consultant: Live Panel', kind: 'Live Stream', hours: 1, approval: false, schoolYear: allYears, relevantCourses: ['Any discipline'], targetGroups: ['LGBTQ+ students'] },
    { title: 'Associate Internship – Applications Close', kind: 'Job Closings', hours: 1, approval: false, schoolYear: ['Penultimate year', 'Master’s'], relevantCourses: ['Any discipline'], targetGroups: [] },
  ],
  startup: [
    { title: 'Founders’ Fireside Chat', kind: 'Live Stream', hours: 1, approval: false, schoolYear: allYears, relevantCourses: ['Entrepreneurship', 'Computer Science'], targetGroups: [] },
    { title: 'Venture Fellowship Demo Night', kind: 'Physical Event', hours: 3, approval: true, schoolYear: ['Final year', 'Master’s'], relevantCourses: ['Business', 'Computer Science', 'Design'], targetGroups: ['Women in Tech'] },
    { title: 'Product Internship – Applications Close', kind: 'Job Closings', hours: 1, approval: false, schoolYear: ['Penultimate year'], relevantCourses: ['Computer Science', 'Design'], targetGroups: [] },
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
export function demoDescription(company: DemoCompany, format: DemoFormat, city: string): string {
  const where = format.kind === 'Live Stream' ? 'online, wherever you are' : format.kind === 'Job Closings' ? 'through our online application portal' : `at our office in ${city}`;
  const agenda =
    format.kind === 'Job Closings'
      ? ['Submit your CV and a short cover letter', 'Complete the online numerical and situational tests', 'Shortlisted candidates are invited to an assessment day']
      : ['Welcome and introduction from the graduate recruitment team', `${format.title}: the main session`, 'Open Q&A with current analysts and trainees', 'Networking and next steps'];
  return [
    `<h2>${format.title}</h2>`,
    `<p><strong>${company.name}</strong> invites students to join us ${where}. This is a chance to see how our teams work, meet the people behind our deals and projects, and learn what we look for in applicants.</p>`,
    `<h3>What to expect</h3>`,
    `<ul>${agenda.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    `<p>Places are limited. ${format.approval ? 'Registrations are reviewed by our team; you will hear from us within five working days.' : 'Register to receive the joining details and a reminder the day before.'}</p>`,
    `<p><em>We welcome applicants from all backgrounds and disciplines.</em> <a href="https://careers.example.com/${company.slug}" rel="noopener noreferrer">More about careers at ${company.name}</a></p>`,
  ].join('\n');
}

import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Employer Hub: hire students through challenges, events and jobs',
  metaDescription: 'Host virtual challenges, events and job posts, search the talent pool and measure your campus reach with the Fast-Track Employer Hub.',
  eyebrow: 'Employer Hub',
  title: 'Meet the students who will shape your firm',
  lede: 'Host challenges, events and job posts in one place, see who engages and talk to the best candidates before anyone else does.',
  cards: [
    { title: 'Challenges that show real skill', text: 'Students solve a case your team designed. You see ranked results instead of guessing from CVs.' },
    { title: 'Events students attend', text: 'Publish online or on-campus events, approve attendees and answer their questions in one page.' },
    { title: 'Jobs and a talent pool', text: 'Post internships and graduate roles, move applicants through stages and short-list the students who stood out.' },
  ],
  cta: 'Book a tour',
};

export default page;

import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Job posts for internships and graduate roles',
  metaDescription: 'Post internships and graduate roles, receive applications and move candidates through your stages in the Fast-Track Employer Hub.',
  eyebrow: 'Solutions: job posts',
  title: 'Jobs in front of the right students',
  lede: 'Your roles appear to students of the matching track and year, next to the challenges and events they already know you from.',
  cards: [
    { title: 'Written in minutes', text: 'Title, track, locations, deadline and a rich description: published when you are ready.' },
    { title: 'Applicants in stages', text: 'Short-list, invite to interview, make an offer or decline; students are told by e-mail.' },
    { title: 'Matched by track', text: 'Finance, Consulting, Corporate Law, Start-Up and MBA students see the roles meant for them.' },
  ],
  cta: 'Create your company account',
};

export default page;

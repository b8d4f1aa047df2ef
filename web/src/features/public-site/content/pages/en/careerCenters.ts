import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'For career centers',
  metaDescription: 'Give your students access to challenges, events and jobs from leading firms, and follow their engagement with the Fast-Track career center tools.',
  eyebrow: 'Career centers',
  title: 'More opportunities for your students',
  lede: 'Bring challenges, events and jobs from leading firms to your university, and see how your students take part.',
  cards: [
    { title: 'Your own events', text: 'Publish career fairs and workshops next to those of employers, open to your students only if you wish.' },
    { title: 'Employers who come to you', text: 'Firms find your university on Fast-Track and invite your students to their programmes.' },
    { title: 'Ready-made promotion', text: 'Posters, slides and e-mail templates in six languages to introduce Fast-Track on campus.' },
  ],
  cta: 'Register your career center',
};

export default page;

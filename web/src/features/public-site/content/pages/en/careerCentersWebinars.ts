import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Webinars for career centers and students',
  metaDescription: 'Upcoming webinars and online events from employers and career centers on Fast-Track, open for registration.',
  eyebrow: 'Webinars',
  title: 'Learn from employers, live',
  lede: 'Employers and career centers host webinars on applications, interviews and industries. Register for free and take part from anywhere.',
  cards: [
    { title: 'For your students', text: 'Share the event link; students register with their university e-mail.' },
    { title: 'For your team', text: 'Learn how other career centers use Fast-Track in our quarterly sessions.' },
    { title: 'Host your own', text: 'Career centers can publish webinars for their students in the same way employers do.' },
  ],
  cta: 'Propose a webinar',
};

export default page;

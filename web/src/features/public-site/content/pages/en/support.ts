import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Support and frequently asked questions',
  metaDescription: 'Answers to common questions about accounts, events, challenges and applications on Fast-Track, and a form to reach our support team.',
  eyebrow: 'Support',
  title: 'How can we help?',
  lede: 'Search the most common questions below. If you do not find your answer, send us a message.',
  cards: [
    { title: 'Account and sign-in', text: 'Registration, passwords, university e-mail addresses and deleting your account.' },
    { title: 'Events and challenges', text: 'Registering, attending, asking questions and how rankings work.' },
    { title: 'Jobs and applications', text: 'Applying, following your applications and what employers see.' },
  ],
  cta: 'Other ways to contact us',
};

export default page;

import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Contact us as a career center',
  metaDescription: 'Talk to the Fast-Track team about bringing challenges, events and jobs to your university.',
  eyebrow: 'Contact',
  title: 'Let us talk about your students',
  lede: 'Tell us about your university and when you are free. We will show you how career centers work with Fast-Track.',
  cards: [
    { title: 'A short call', text: 'Thirty minutes with our university team, at one of the times you choose.' },
    { title: 'Your questions answered', text: 'Data protection, student e-mail domains, co-branding: ask us anything.' },
    { title: 'Start right away', text: 'Your career center account can be ready the same day.' },
  ],
  cta: 'Browse the toolkit',
};

export default page;

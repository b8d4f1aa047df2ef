import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Book a tour of the Employer Hub',
  metaDescription: 'Choose a time and our team will show you the Fast-Track Employer Hub: challenges, events, job posts and analytics.',
  eyebrow: 'Book a tour',
  title: 'See the Employer Hub in thirty minutes',
  lede: 'Tell us a little about your firm and when suits you. We will show you the Hub with examples from your industry.',
  cards: [
    { title: 'A live walkthrough', text: 'One of our team shares their screen and answers your questions as you go.' },
    { title: 'Built around your goals', text: 'Graduate hiring, internships or employer branding: we focus on what you need.' },
    { title: 'No commitment', text: 'The tour is free, and you decide afterwards whether Fast-Track is right for you.' },
  ],
  cta: 'Compare plans',
};

export default page;

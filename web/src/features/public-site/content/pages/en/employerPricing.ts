import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Employer Hub pricing',
  metaDescription: 'Compare the Starter, Growth and Enterprise plans of the Fast-Track Employer Hub: seats, job posts, events, challenges and support.',
  eyebrow: 'Pricing',
  title: 'A plan for every hiring season',
  lede: 'Start small with a few job posts or run your whole campus programme on Fast-Track. Every plan includes the talent pool and the messenger.',
  cards: [
    { title: 'No set-up fee', text: 'Your company page, team and first job post are ready the day you register.' },
    { title: 'Change plans any time', text: 'Move up before your busiest season and back down after it.' },
    { title: 'Invoices in your currency', text: 'We invoice monthly or yearly, with VAT handled for every EU country.' },
  ],
  cta: 'Talk to our team',
};

export default page;

import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Employer support',
  metaDescription: 'Get help with your company account, challenges, events and job posts from the Fast-Track employer support team.',
  eyebrow: 'Employer support',
  title: 'We are here to help your team',
  lede: 'Questions about your company page, an event or a job post? Send us a message and an account manager will answer within two working days.',
  cards: [
    { title: 'Getting started', text: 'Create your company, invite your colleagues and complete the setup checklist on your dashboard.' },
    { title: 'Publishing', text: 'Events and job posts go live once your company is approved; drafts can wait as long as you need.' },
    { title: 'Your data', text: 'You can export or delete your company data at any time; ask us if you need help.' },
  ],
  cta: 'Sign in to the Employer Hub',
};

export default page;

import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Founders Hub: for students who want to found',
  metaDescription: 'Meet founders, join events on starting a company and find co-founders and early-stage roles on Fast-Track.',
  eyebrow: 'Founders Hub',
  title: 'From idea to first company',
  lede: 'Learn from founders who did it, test your ideas in challenges and meet other students who want to build something.',
  cards: [
    { title: 'Founder talks', text: 'Live sessions with founders on funding, first hires and mistakes to avoid.' },
    { title: 'Practise on real cases', text: 'Start-up challenges train the skills you need for your own company.' },
    { title: 'Find your team', text: 'Meet students from other universities who want to start something too.' },
  ],
  cta: 'Join the Founders Hub',
};

export default page;

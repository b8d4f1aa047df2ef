import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Innovation Track: start-ups and product',
  metaDescription: 'Work on challenges from start-ups and scale-ups, learn product and growth, and find roles in innovative companies.',
  eyebrow: 'Innovation Track',
  title: 'Build, test and launch with start-ups',
  lede: 'Take on product, growth and strategy challenges from young companies, and meet the founders who are hiring.',
  cards: [
    { title: 'Real start-up problems', text: 'Plan a launch, size a market or design a feature, with feedback from the team that set it.' },
    { title: 'Skills you can show', text: 'Every challenge you finish appears on your profile for employers to see.' },
    { title: 'Roles in young companies', text: 'Internships and first jobs in start-ups across Europe.' },
  ],
  cta: 'Join the Innovation Track',
};

export default page;

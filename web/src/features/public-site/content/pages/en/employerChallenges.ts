import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Virtual challenges for employers',
  metaDescription: 'Design virtual challenges that test the skills your roles need and rank the students who solve them best.',
  eyebrow: 'Solutions: challenges',
  title: 'Let students show you how they think',
  lede: 'A challenge is a short, realistic task from your firm: a deal to value, a client to advise, a product to launch. Students solve it online; you get a ranking.',
  cards: [
    { title: 'Built with your team', text: 'Write tasks in your own words, set a time limit and choose which tracks and years may take part.' },
    { title: 'Fair, automatic ranking', text: 'Every answer is scored the same way, so you can compare thousands of students at a glance.' },
    { title: 'From result to interview', text: 'Invite the top performers to your events or straight to an application in one click.' },
  ],
  cta: 'Create your company account',
};

export default page;

import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Analytics for campus recruiting',
  metaDescription: 'See how students engage with your challenges, events and jobs, and which universities your best candidates come from.',
  eyebrow: 'Solutions: analytics',
  title: 'Know what works on campus',
  lede: 'Follow every challenge, event and job from first view to application, and put your budget where the best candidates are.',
  cards: [
    { title: 'One overview', text: 'Views, registrations, attendance and applications for everything you publish, on your dashboard.' },
    { title: 'Where talent comes from', text: 'Compare universities, years of study and tracks of the students who engage with you.' },
    { title: 'Numbers to share', text: 'Show your team and leadership how your campus programme performs, season after season.' },
  ],
  cta: 'Create your company account',
};

export default page;

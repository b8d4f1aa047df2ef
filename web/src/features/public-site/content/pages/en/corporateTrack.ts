import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Corporate Track: finance, consulting and law',
  metaDescription: 'Take part in virtual challenges and events from investment banks, consulting firms and law firms, and get noticed by their recruiters.',
  eyebrow: 'Corporate Track',
  title: 'Your way into banking, consulting and law',
  lede: 'Solve real cases from leading firms, join their events and apply to their internships, all from one dashboard.',
  cards: [
    { title: 'Cases from the firms', text: 'Value a company, advise a client or draft a clause, in challenges designed by the people who hire.' },
    { title: 'A ranking that counts', text: 'Your results place you in your cohort; firms invite the students who stand out.' },
    { title: 'Events and jobs', text: 'Insight days, webinars and internships for your track and year.' },
  ],
  cta: 'Join the Corporate Track',
};

export default page;

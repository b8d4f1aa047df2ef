import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'DE&I vision: widen your talent pipeline',
  metaDescription: 'Reach students from more universities and backgrounds and measure the diversity of your pipeline with the Fast-Track Employer Hub.',
  eyebrow: 'Diversity, equity and inclusion',
  title: 'Hire on skill, from every background',
  lede: 'Challenges let students prove what they can do, whatever their university or network. Your pipeline grows wider, and you can show it.',
  cards: [
    { title: 'Reach beyond target schools', text: 'Students from hundreds of universities across Europe see your challenges and events, not only those near your office.' },
    { title: 'Skill before CV', text: 'Ranked challenge results put ability first; you decide when names and universities appear.' },
    { title: 'Reporting you can share', text: 'See how your pipeline is made up by university and year of study, in aggregate and privacy-safe.' },
  ],
  cta: 'Create your company account',
};

export default page;

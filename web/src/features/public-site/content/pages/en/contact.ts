import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Contact Fast-Track',
  metaDescription: 'Write to the Fast-Track team: questions from students, employers, career centers and student organisations.',
  eyebrow: 'Contact',
  title: 'Write to us',
  lede: 'Whether you are a student, an employer or a university, we read every message and answer within two working days.',
  cards: [
    { title: 'Employers', text: 'For a demo of the Employer Hub, book a tour; our sales team will be in touch.' },
    { title: 'Career centers', text: 'Our university team helps you bring Fast-Track to your campus.' },
    { title: 'Students', text: 'Questions about your account, events or applications? Our FAQ may already have the answer.' },
  ],
  cta: 'Read the FAQ',
};

export default page;

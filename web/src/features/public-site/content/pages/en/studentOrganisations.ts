import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'For student organisations',
  metaDescription: 'Manage your members and sponsors and run events for your society with the Fast-Track CRM and event tools.',
  eyebrow: 'Student organisations',
  title: 'Run your society like a pro',
  lede: 'Keep track of members and sponsors, publish events and connect with employers who want to meet your members.',
  cards: [
    { title: 'CRM for members and sponsors', text: 'One list of your members, board and partner firms, with roles and a history of what you did together.' },
    { title: 'Events your members attend', text: 'Publish talks and workshops, manage registrations and open them to members only or to every student.' },
    { title: 'Partners who find you', text: 'Employers on Fast-Track look for societies to sponsor and invite your members to their programmes.' },
  ],
  cta: 'Register your organisation',
};

export default page;

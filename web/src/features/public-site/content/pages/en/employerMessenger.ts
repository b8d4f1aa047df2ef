import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Messenger: talk to candidates directly',
  metaDescription: 'Message students who took part in your challenges and events, and keep every conversation with your team in one place.',
  eyebrow: 'Solutions: messenger',
  title: 'Start the conversation early',
  lede: 'Write to the students who impressed you, answer their questions about your firm and keep every exchange next to their profile.',
  cards: [
    { title: 'Direct and personal', text: 'Message a student after a strong challenge result or an event, without exchanging e-mail addresses.' },
    { title: 'Your whole team', text: 'Colleagues see the history, so a candidate never has to repeat themselves.' },
    { title: 'Respectful by design', text: 'Students choose who may write to them and can leave a conversation at any time.' },
  ],
  cta: 'Create your company account',
};

export default page;

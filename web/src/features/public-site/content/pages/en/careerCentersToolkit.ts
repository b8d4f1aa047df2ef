import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Marketing toolkit for career centers',
  metaDescription: 'Download posters, slides and e-mail templates to introduce Fast-Track to your students.',
  eyebrow: 'Marketing toolkit',
  title: 'Everything you need to spread the word',
  lede: 'Print the poster, show the slides at your next information session and send the e-mail template to your students.',
  cards: [
    { title: 'Free to use', text: 'Use and adapt the materials for your university; no permission needed.' },
    { title: 'In your language', text: 'The e-mail template comes in the language you read this page in.' },
    { title: 'Need something else?', text: 'Ask us for a co-branded version with your university logo.' },
  ],
  cta: 'Ask for co-branded materials',
};

export default page;

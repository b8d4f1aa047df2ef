import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Für Career Center',
  metaDescription: 'Öffne deinen Studierenden Challenges, Events und Jobs führender Unternehmen und verfolge ihre Beteiligung mit den Fast-Track-Werkzeugen für Career Center.',
  eyebrow: 'Career Center',
  title: 'Mehr Chancen für deine Studierenden',
  lede: 'Bring Challenges, Events und Jobs führender Unternehmen an deine Hochschule und sieh, wie deine Studierenden teilnehmen.',
  cards: [
    { title: 'Eigene Veranstaltungen', text: 'Veröffentliche Karrieremessen und Workshops neben denen der Arbeitgeber, auf Wunsch nur für deine Studierenden.' },
    { title: 'Arbeitgeber, die zu dir kommen', text: 'Unternehmen finden deine Hochschule auf Fast-Track und laden deine Studierenden zu ihren Programmen ein.' },
    { title: 'Fertiges Werbematerial', text: 'Plakate, Folien und E-Mail-Vorlagen in sechs Sprachen, um Fast-Track auf dem Campus vorzustellen.' },
  ],
  cta: 'Career Center registrieren',
};

export default page;

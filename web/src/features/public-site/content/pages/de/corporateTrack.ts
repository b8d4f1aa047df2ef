import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Corporate Track: Finanzen, Beratung und Recht',
  metaDescription: 'Nimm an virtuellen Challenges und Events von Investmentbanken, Beratungen und Kanzleien teil und falle ihren Recruitern auf.',
  eyebrow: 'Corporate Track',
  title: 'Dein Weg in Banking, Beratung und Recht',
  lede: 'Löse echte Fälle führender Unternehmen, besuche ihre Events und bewirb dich auf ihre Praktika, alles über ein Dashboard.',
  cards: [
    { title: 'Fälle aus den Unternehmen', text: 'Bewerte ein Unternehmen, berate einen Mandanten oder formuliere eine Klausel, in Challenges von den Menschen, die einstellen.' },
    { title: 'Eine Rangliste, die zählt', text: 'Deine Ergebnisse platzieren dich in deinem Jahrgang; Unternehmen laden die Besten ein.' },
    { title: 'Events und Jobs', text: 'Insight Days, Webinare und Praktika für deinen Track und dein Studienjahr.' },
  ],
  cta: 'Dem Corporate Track beitreten',
};

export default page;

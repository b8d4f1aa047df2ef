import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Employer Hub: Studierende über Challenges, Events und Jobs gewinnen',
  metaDescription: 'Veranstalte virtuelle Challenges, Events und Stellenanzeigen, durchsuche den Talentpool und miss deine Reichweite an Hochschulen mit dem Fast-Track Employer Hub.',
  eyebrow: 'Employer Hub',
  title: 'Lerne die Studierenden kennen, die dein Unternehmen prägen werden',
  lede: 'Challenges, Events und Stellenanzeigen an einem Ort: Sieh, wer sich beteiligt, und sprich die besten Kandidatinnen und Kandidaten vor allen anderen an.',
  cards: [
    { title: 'Challenges, die echtes Können zeigen', text: 'Studierende lösen einen Fall, den dein Team entworfen hat. Du siehst eine Rangliste, statt aus Lebensläufen zu raten.' },
    { title: 'Events, zu denen Studierende kommen', text: 'Veröffentliche Online- oder Campus-Events, nimm Anmeldungen an und beantworte Fragen auf einer Seite.' },
    { title: 'Jobs und ein Talentpool', text: 'Schreibe Praktika und Einstiegsstellen aus, führe Bewerbungen durch die Phasen und merke dir die Besten vor.' },
  ],
  cta: 'Tour buchen',
};

export default page;

import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'DE&I-Vision: deine Talent-Pipeline verbreitern',
  metaDescription: 'Erreiche Studierende von mehr Hochschulen und mit unterschiedlicheren Hintergründen und miss die Vielfalt deiner Pipeline mit dem Fast-Track Employer Hub.',
  eyebrow: 'Vielfalt, Chancengleichheit und Inklusion',
  title: 'Nach Können einstellen, aus jedem Hintergrund',
  lede: 'In Challenges zeigen Studierende, was sie können, unabhängig von Hochschule oder Netzwerk. Deine Pipeline wird breiter, und du kannst es belegen.',
  cards: [
    { title: 'Über Zielhochschulen hinaus', text: 'Studierende von Hunderten Hochschulen in Europa sehen deine Challenges und Events, nicht nur die in der Nähe deines Büros.' },
    { title: 'Können vor Lebenslauf', text: 'Ranglisten aus Challenges stellen die Fähigkeiten in den Vordergrund; du entscheidest, wann Namen und Hochschulen erscheinen.' },
    { title: 'Berichte zum Teilen', text: 'Sieh die Zusammensetzung deiner Pipeline nach Hochschule und Studienjahr, zusammengefasst und datenschutzfreundlich.' },
  ],
  cta: 'Unternehmenskonto anlegen',
};

export default page;

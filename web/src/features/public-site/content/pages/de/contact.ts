import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Kontakt zu Fast-Track',
  metaDescription: 'Schreib dem Fast-Track-Team: Fragen von Studierenden, Arbeitgebern, Career Centern und studentischen Organisationen.',
  eyebrow: 'Kontakt',
  title: 'Schreib uns',
  lede: 'Ob Studierende, Arbeitgeber oder Hochschule: Wir lesen jede Nachricht und antworten innerhalb von zwei Werktagen.',
  cards: [
    { title: 'Arbeitgeber', text: 'Für eine Vorführung des Employer Hub buche eine Tour; unser Vertriebsteam meldet sich.' },
    { title: 'Career Center', text: 'Unser Hochschulteam hilft dir, Fast-Track an deinen Campus zu bringen.' },
    { title: 'Studierende', text: 'Fragen zu deinem Konto, zu Events oder Bewerbungen? Vielleicht steht die Antwort schon in unseren häufigen Fragen.' },
  ],
  cta: 'Häufige Fragen lesen',
};

export default page;

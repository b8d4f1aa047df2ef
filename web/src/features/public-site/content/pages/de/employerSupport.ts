import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Support für Arbeitgeber',
  metaDescription: 'Hilfe zu deinem Unternehmenskonto, zu Challenges, Events und Stellenanzeigen vom Fast-Track-Support für Arbeitgeber.',
  eyebrow: 'Support für Arbeitgeber',
  title: 'Wir unterstützen dein Team',
  lede: 'Fragen zu deiner Unternehmensseite, einem Event oder einer Stellenanzeige? Schreib uns, eine Kundenbetreuerin oder ein Kundenbetreuer antwortet innerhalb von zwei Werktagen.',
  cards: [
    { title: 'Erste Schritte', text: 'Lege dein Unternehmen an, lade Kolleginnen und Kollegen ein und arbeite die Checkliste auf deinem Dashboard ab.' },
    { title: 'Veröffentlichen', text: 'Events und Stellenanzeigen gehen online, sobald dein Unternehmen freigegeben ist; Entwürfe können beliebig lange warten.' },
    { title: 'Deine Daten', text: 'Du kannst die Daten deines Unternehmens jederzeit exportieren oder löschen; frag uns, wenn du Hilfe brauchst.' },
  ],
  cta: 'Beim Employer Hub anmelden',
};

export default page;

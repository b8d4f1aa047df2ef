import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Für studentische Organisationen',
  metaDescription: 'Verwalte Mitglieder und Sponsoren und organisiere Veranstaltungen für deinen Verein mit dem CRM und den Event-Werkzeugen von Fast-Track.',
  eyebrow: 'Studentische Organisationen',
  title: 'Führe deinen Verein wie ein Profi',
  lede: 'Behalte Mitglieder und Sponsoren im Blick, veröffentliche Veranstaltungen und vernetze dich mit Arbeitgebern, die deine Mitglieder kennenlernen wollen.',
  cards: [
    { title: 'CRM für Mitglieder und Sponsoren', text: 'Eine Liste deiner Mitglieder, deines Vorstands und deiner Partnerunternehmen, mit Rollen und allem, was ihr gemeinsam gemacht habt.' },
    { title: 'Veranstaltungen, zu denen Mitglieder kommen', text: 'Veröffentliche Vorträge und Workshops, verwalte Anmeldungen und öffne sie nur für Mitglieder oder für alle Studierenden.' },
    { title: 'Partner, die dich finden', text: 'Arbeitgeber auf Fast-Track suchen Vereine zum Sponsern und laden deine Mitglieder zu ihren Programmen ein.' },
  ],
  cta: 'Organisation registrieren',
};

export default page;

import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Stellenanzeigen für Praktika und Einstiegsstellen',
  metaDescription: 'Schreibe Praktika und Einstiegsstellen aus, erhalte Bewerbungen und führe Kandidaten durch deine Phasen im Fast-Track Employer Hub.',
  eyebrow: 'Lösungen: Stellenanzeigen',
  title: 'Jobs vor den richtigen Studierenden',
  lede: 'Deine Stellen erscheinen Studierenden des passenden Tracks und Jahrgangs, neben den Challenges und Events, durch die sie dich schon kennen.',
  cards: [
    { title: 'In Minuten geschrieben', text: 'Titel, Track, Standorte, Frist und eine ausführliche Beschreibung: veröffentlicht, wenn du bereit bist.' },
    { title: 'Bewerbungen in Phasen', text: 'Vormerken, zum Gespräch einladen, ein Angebot machen oder absagen; Studierende erfahren es per E-Mail.' },
    { title: 'Nach Track zugeordnet', text: 'Studierende aus Finance, Consulting, Corporate Law, Start-Up und MBA sehen die Stellen, die für sie gedacht sind.' },
  ],
  cta: 'Unternehmenskonto anlegen',
};

export default page;

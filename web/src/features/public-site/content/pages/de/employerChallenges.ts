import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Virtuelle Challenges für Arbeitgeber',
  metaDescription: 'Entwirf virtuelle Challenges, die die Fähigkeiten deiner Stellen prüfen, und erhalte eine Rangliste der besten Studierenden.',
  eyebrow: 'Lösungen: Challenges',
  title: 'Lass Studierende zeigen, wie sie denken',
  lede: 'Eine Challenge ist eine kurze, realistische Aufgabe aus deinem Unternehmen: einen Deal bewerten, einen Mandanten beraten, ein Produkt einführen. Studierende lösen sie online, du erhältst eine Rangliste.',
  cards: [
    { title: 'Gemeinsam mit deinem Team', text: 'Formuliere Aufgaben in deinen eigenen Worten, lege ein Zeitlimit fest und wähle, welche Tracks und Jahrgänge teilnehmen.' },
    { title: 'Faire, automatische Rangliste', text: 'Jede Antwort wird gleich bewertet, so vergleichst du Tausende Studierende auf einen Blick.' },
    { title: 'Vom Ergebnis zum Gespräch', text: 'Lade die Besten mit einem Klick zu deinen Events oder direkt zur Bewerbung ein.' },
  ],
  cta: 'Unternehmenskonto anlegen',
};

export default page;

import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Support und häufige Fragen',
  metaDescription: 'Antworten auf häufige Fragen zu Konten, Events, Challenges und Bewerbungen auf Fast-Track und ein Formular für unser Support-Team.',
  eyebrow: 'Support',
  title: 'Wie können wir helfen?',
  lede: 'Durchsuche unten die häufigsten Fragen. Wenn du keine Antwort findest, schick uns eine Nachricht.',
  cards: [
    { title: 'Konto und Anmeldung', text: 'Registrierung, Passwörter, Hochschul-E-Mail-Adressen und das Löschen deines Kontos.' },
    { title: 'Events und Challenges', text: 'Anmelden, teilnehmen, Fragen stellen und wie Ranglisten entstehen.' },
    { title: 'Jobs und Bewerbungen', text: 'Bewerben, Bewerbungen verfolgen und was Arbeitgeber sehen.' },
  ],
  cta: 'Weitere Kontaktwege',
};

export default page;

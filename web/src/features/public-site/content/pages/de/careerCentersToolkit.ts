import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Marketing-Toolkit für Career Center',
  metaDescription: 'Lade Plakate, Folien und E-Mail-Vorlagen herunter, um deinen Studierenden Fast-Track vorzustellen.',
  eyebrow: 'Marketing-Toolkit',
  title: 'Alles, was du zum Bekanntmachen brauchst',
  lede: 'Druck das Plakat, zeig die Folien bei deiner nächsten Infoveranstaltung und schick die E-Mail-Vorlage an deine Studierenden.',
  cards: [
    { title: 'Frei verwendbar', text: 'Nutze und passe die Materialien für deine Hochschule an; keine Genehmigung nötig.' },
    { title: 'In deiner Sprache', text: 'Die E-Mail-Vorlage gibt es in der Sprache, in der du diese Seite liest.' },
    { title: 'Brauchst du etwas anderes?', text: 'Frag uns nach einer Version mit dem Logo deiner Hochschule.' },
  ],
  cta: 'Material mit eigenem Logo anfragen',
};

export default page;

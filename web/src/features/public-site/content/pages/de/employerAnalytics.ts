import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Analysen für Hochschulrecruiting',
  metaDescription: 'Sieh, wie Studierende mit deinen Challenges, Events und Jobs umgehen und von welchen Hochschulen deine besten Kandidaten kommen.',
  eyebrow: 'Lösungen: Analysen',
  title: 'Wisse, was an Hochschulen wirkt',
  lede: 'Verfolge jede Challenge, jedes Event und jeden Job vom ersten Aufruf bis zur Bewerbung und setze dein Budget dort ein, wo die besten Kandidaten sind.',
  cards: [
    { title: 'Ein Überblick', text: 'Aufrufe, Anmeldungen, Teilnahmen und Bewerbungen für alles, was du veröffentlichst, auf deinem Dashboard.' },
    { title: 'Woher Talente kommen', text: 'Vergleiche Hochschulen, Studienjahre und Tracks der Studierenden, die sich für dich interessieren.' },
    { title: 'Zahlen zum Teilen', text: 'Zeige deinem Team und der Geschäftsführung, wie dein Hochschulprogramm Saison für Saison abschneidet.' },
  ],
  cta: 'Unternehmenskonto anlegen',
};

export default page;

import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Preise des Employer Hub',
  metaDescription: 'Vergleiche die Pakete Starter, Growth und Enterprise des Fast-Track Employer Hub: Plätze, Stellenanzeigen, Events, Challenges und Support.',
  eyebrow: 'Preise',
  title: 'Ein Paket für jede Recruiting-Saison',
  lede: 'Starte klein mit wenigen Stellenanzeigen oder führe dein ganzes Hochschulprogramm über Fast-Track. Talentpool und Messenger sind in jedem Paket enthalten.',
  cards: [
    { title: 'Keine Einrichtungsgebühr', text: 'Unternehmensseite, Team und erste Stellenanzeige sind am Tag der Registrierung bereit.' },
    { title: 'Paket jederzeit wechseln', text: 'Steige vor deiner wichtigsten Saison auf und danach wieder ab.' },
    { title: 'Rechnungen in deiner Währung', text: 'Wir rechnen monatlich oder jährlich ab, mit korrekter Umsatzsteuer für jedes EU-Land.' },
  ],
  cta: 'Mit unserem Team sprechen',
};

export default page;

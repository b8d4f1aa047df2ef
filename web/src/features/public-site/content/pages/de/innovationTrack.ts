import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Innovation Track: Start-ups und Produkt',
  metaDescription: 'Arbeite an Challenges von Start-ups und Scale-ups, lerne Produkt und Wachstum und finde Stellen in innovativen Unternehmen.',
  eyebrow: 'Innovation Track',
  title: 'Mit Start-ups bauen, testen und starten',
  lede: 'Übernimm Produkt-, Wachstums- und Strategie-Challenges junger Unternehmen und triff die Gründerinnen und Gründer, die einstellen.',
  cards: [
    { title: 'Echte Start-up-Probleme', text: 'Plane einen Marktstart, schätze einen Markt ab oder entwirf eine Funktion, mit Rückmeldung des Teams, das die Aufgabe gestellt hat.' },
    { title: 'Fähigkeiten, die du zeigen kannst', text: 'Jede abgeschlossene Challenge erscheint in deinem Profil, sichtbar für Arbeitgeber.' },
    { title: 'Stellen in jungen Unternehmen', text: 'Praktika und erste Jobs in Start-ups in ganz Europa.' },
  ],
  cta: 'Dem Innovation Track beitreten',
};

export default page;

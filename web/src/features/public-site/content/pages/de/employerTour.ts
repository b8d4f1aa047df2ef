import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Tour durch den Employer Hub buchen',
  metaDescription: 'Wähle einen Termin, und unser Team zeigt dir den Fast-Track Employer Hub: Challenges, Events, Stellenanzeigen und Analysen.',
  eyebrow: 'Tour buchen',
  title: 'Der Employer Hub in dreißig Minuten',
  lede: 'Erzähl uns kurz von deinem Unternehmen und wann es dir passt. Wir zeigen dir den Hub mit Beispielen aus deiner Branche.',
  cards: [
    { title: 'Eine Live-Vorführung', text: 'Jemand aus unserem Team teilt den Bildschirm und beantwortet deine Fragen direkt.' },
    { title: 'Auf deine Ziele zugeschnitten', text: 'Einstiegsrecruiting, Praktika oder Employer Branding: Wir konzentrieren uns auf das, was du brauchst.' },
    { title: 'Unverbindlich', text: 'Die Tour ist kostenlos, und du entscheidest danach, ob Fast-Track zu dir passt.' },
  ],
  cta: 'Pakete vergleichen',
};

export default page;

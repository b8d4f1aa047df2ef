import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Messenger: direkt mit Kandidaten sprechen',
  metaDescription: 'Schreibe Studierenden, die an deinen Challenges und Events teilgenommen haben, und halte jedes Gespräch mit deinem Team an einem Ort.',
  eyebrow: 'Lösungen: Messenger',
  title: 'Beginne das Gespräch früh',
  lede: 'Schreibe den Studierenden, die dich beeindruckt haben, beantworte ihre Fragen zu deinem Unternehmen und behalte jeden Austausch neben ihrem Profil.',
  cards: [
    { title: 'Direkt und persönlich', text: 'Schreibe nach einem starken Challenge-Ergebnis oder einem Event, ohne E-Mail-Adressen auszutauschen.' },
    { title: 'Dein ganzes Team', text: 'Kolleginnen und Kollegen sehen den Verlauf, niemand muss sich wiederholen.' },
    { title: 'Respektvoll von Grund auf', text: 'Studierende wählen, wer ihnen schreiben darf, und können ein Gespräch jederzeit verlassen.' },
  ],
  cta: 'Unternehmenskonto anlegen',
};

export default page;

import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Analisi per il recruiting universitario',
  metaDescription: 'Scopri come gli studenti interagiscono con le tue sfide, i tuoi eventi e le tue offerte e da quali università arrivano i candidati migliori.',
  eyebrow: 'Soluzioni: analisi',
  title: 'Scopri cosa funziona nelle università',
  lede: 'Segui ogni sfida, evento e offerta dalla prima visualizzazione alla candidatura e investi dove si trovano i candidati migliori.',
  cards: [
    { title: 'Una panoramica', text: 'Visualizzazioni, iscrizioni, presenze e candidature di tutto ciò che pubblichi, nella tua dashboard.' },
    { title: 'Da dove arrivano i talenti', text: 'Confronta università, anni di corso e percorsi degli studenti che si interessano a te.' },
    { title: 'Numeri da condividere', text: 'Mostra al tuo team e alla direzione i risultati del tuo programma universitario, stagione dopo stagione.' },
  ],
  cta: 'Crea il tuo account aziendale',
};

export default page;

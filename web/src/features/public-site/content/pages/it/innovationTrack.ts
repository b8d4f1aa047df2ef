import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Innovation Track: start-up e prodotto',
  metaDescription: 'Lavora su sfide di start-up e scale-up, impara prodotto e crescita e trova posizioni in aziende innovative.',
  eyebrow: 'Innovation Track',
  title: 'Costruisci, testa e lancia con le start-up',
  lede: 'Affronta sfide di prodotto, crescita e strategia di giovani aziende e incontra i fondatori che stanno assumendo.',
  cards: [
    { title: 'Problemi reali di start-up', text: 'Pianifica un lancio, stima un mercato o progetta una funzione, con il riscontro del team che l’ha proposto.' },
    { title: 'Competenze da mostrare', text: 'Ogni sfida completata compare nel tuo profilo, visibile alle aziende.' },
    { title: 'Posizioni in giovani aziende', text: 'Stage e primi lavori in start-up di tutta Europa.' },
  ],
  cta: "Unisciti all'Innovation Track",
};

export default page;

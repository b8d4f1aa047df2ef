import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Founders Hub: per gli studenti che vogliono fondare',
  metaDescription: "Incontra fondatori, partecipa a eventi sulla creazione d'impresa e trova cofondatori e posizioni in start-up su Fast-Track.",
  eyebrow: 'Founders Hub',
  title: "Dall'idea alla prima azienda",
  lede: 'Impara da chi ha fondato, metti alla prova le tue idee nelle sfide e incontra altri studenti che vogliono costruire qualcosa.',
  cards: [
    { title: 'Incontri con i fondatori', text: 'Sessioni dal vivo su finanziamenti, prime assunzioni ed errori da evitare.' },
    { title: 'Allenati su casi reali', text: 'Le sfide delle start-up allenano le competenze che ti serviranno nella tua azienda.' },
    { title: 'Trova il tuo team', text: 'Incontra studenti di altre università che vogliono anche loro avviare qualcosa.' },
  ],
  cta: 'Unisciti al Founders Hub',
};

export default page;

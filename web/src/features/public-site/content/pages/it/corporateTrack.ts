import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Corporate Track: finanza, consulenza e diritto',
  metaDescription: 'Partecipa a sfide virtuali ed eventi di banche d’affari, società di consulenza e studi legali e fatti notare dai loro recruiter.',
  eyebrow: 'Corporate Track',
  title: 'La tua strada verso banca, consulenza e diritto',
  lede: 'Risolvi casi reali di aziende leader, partecipa ai loro eventi e candidati ai loro stage, tutto da un’unica dashboard.',
  cards: [
    { title: 'Casi dalle aziende', text: 'Valuta una società, consiglia un cliente o redigi una clausola in sfide ideate da chi assume.' },
    { title: 'Una classifica che conta', text: 'I tuoi risultati ti collocano nel tuo anno; le aziende invitano chi si distingue.' },
    { title: 'Eventi e offerte', text: 'Open day, webinar e stage per il tuo percorso e il tuo anno di corso.' },
  ],
  cta: 'Unisciti al Corporate Track',
};

export default page;

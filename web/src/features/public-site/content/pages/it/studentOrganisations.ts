import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Per le associazioni studentesche',
  metaDescription: 'Gestisci soci e sponsor e organizza gli eventi della tua associazione con il CRM e gli strumenti per eventi di Fast-Track.',
  eyebrow: 'Associazioni studentesche',
  title: 'Gestisci la tua associazione da professionisti',
  lede: 'Tieni traccia di soci e sponsor, pubblica eventi e mettiti in contatto con le aziende che vogliono conoscere i tuoi soci.',
  cards: [
    { title: 'CRM per soci e sponsor', text: 'Un unico elenco di soci, direttivo e aziende partner, con ruoli e la storia di ciò che avete fatto insieme.' },
    { title: 'Eventi a cui i soci partecipano', text: 'Pubblica incontri e workshop, gestisci le iscrizioni e aprili solo ai soci o a tutti gli studenti.' },
    { title: 'Partner che ti trovano', text: 'Le aziende su Fast-Track cercano associazioni da sponsorizzare e invitano i tuoi soci ai loro programmi.' },
  ],
  cta: 'Registra la tua associazione',
};

export default page;

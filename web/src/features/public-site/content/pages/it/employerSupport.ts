import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Assistenza per le aziende',
  metaDescription: "Ricevi aiuto per il tuo account aziendale, le sfide, gli eventi e le offerte dal team di assistenza per le aziende di Fast-Track.",
  eyebrow: 'Assistenza per le aziende',
  title: 'Siamo qui per aiutare il tuo team',
  lede: 'Domande sulla pagina aziendale, un evento o un’offerta? Scrivici: un account manager risponderà entro due giorni lavorativi.',
  cards: [
    { title: 'Primi passi', text: "Crea l'azienda, invita i colleghi e completa la lista di configurazione nella tua dashboard." },
    { title: 'Pubblicazione', text: "Eventi e offerte vanno online quando l'azienda è approvata; le bozze possono aspettare quanto serve." },
    { title: 'I tuoi dati', text: "Puoi esportare o cancellare i dati dell'azienda in qualsiasi momento; chiedici aiuto se ti serve." },
  ],
  cta: "Accedi all'Employer Hub",
};

export default page;

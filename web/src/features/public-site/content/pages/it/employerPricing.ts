import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: "Prezzi dell'Employer Hub",
  metaDescription: "Confronta i piani Starter, Growth ed Enterprise dell'Employer Hub di Fast-Track: utenti, offerte, eventi, sfide e assistenza.",
  eyebrow: 'Prezzi',
  title: 'Un piano per ogni stagione di selezione',
  lede: 'Inizia con poche offerte o gestisci tutto il tuo programma universitario su Fast-Track. Bacino di talenti e messaggistica sono inclusi in ogni piano.',
  cards: [
    { title: 'Nessun costo di attivazione', text: 'Pagina aziendale, team e prima offerta sono pronti il giorno della registrazione.' },
    { title: 'Cambia piano quando vuoi', text: 'Passa a un piano superiore prima della stagione più intensa e torna indietro dopo.' },
    { title: 'Fatture nella tua valuta', text: "Fatturiamo ogni mese o ogni anno, con l'IVA gestita per ogni paese dell'UE." },
  ],
  cta: 'Parla con il nostro team',
};

export default page;

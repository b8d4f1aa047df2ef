import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Assistenza e domande frequenti',
  metaDescription: 'Risposte alle domande frequenti su account, eventi, sfide e candidature su Fast-Track e un modulo per contattare l’assistenza.',
  eyebrow: 'Assistenza',
  title: 'Come possiamo aiutarti?',
  lede: 'Cerca tra le domande più frequenti qui sotto. Se non trovi la risposta, mandaci un messaggio.',
  cards: [
    { title: 'Account e accesso', text: "Registrazione, password, indirizzi e-mail universitari e cancellazione dell'account." },
    { title: 'Eventi e sfide', text: 'Iscriversi, partecipare, fare domande e come funzionano le classifiche.' },
    { title: 'Offerte e candidature', text: 'Candidarsi, seguire le candidature e cosa vedono le aziende.' },
  ],
  cta: 'Altri modi per contattarci',
};

export default page;

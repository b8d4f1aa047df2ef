import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Employer Hub: assumi studenti con sfide, eventi e offerte di lavoro',
  metaDescription: "Organizza sfide virtuali, eventi e offerte di lavoro, cerca nel bacino di talenti e misura la tua presenza nelle università con l'Employer Hub di Fast-Track.",
  eyebrow: 'Employer Hub',
  title: 'Incontra gli studenti che daranno forma alla tua azienda',
  lede: 'Sfide, eventi e offerte in un unico posto: scopri chi partecipa e parla con i migliori candidati prima di tutti.',
  cards: [
    { title: 'Sfide che rivelano il talento', text: 'Gli studenti risolvono un caso ideato dal tuo team. Vedi una classifica invece di indovinare dai CV.' },
    { title: 'Eventi a cui gli studenti partecipano', text: 'Pubblica eventi online o nel campus, approva i partecipanti e rispondi alle domande in una sola pagina.' },
    { title: 'Offerte e bacino di talenti', text: 'Pubblica stage e posizioni per neolaureati, fai avanzare le candidature per fasi e segna chi si è distinto.' },
  ],
  cta: 'Prenota una visita',
};

export default page;

import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Organizza eventi per studenti',
  metaDescription: "Pubblica eventi online e nel campus, approva i partecipanti, rispondi alle domande e scopri chi è venuto, con l'Employer Hub di Fast-Track.",
  eyebrow: 'Soluzioni: eventi',
  title: 'Eventi che si riempiono da soli',
  lede: 'Pubblica un open day, un webinar o una presentazione nel campus: gli studenti si iscrivono, fanno domande e lo aggiungono al calendario.',
  cards: [
    { title: 'Online o nel campus', text: "Aggiungi un link alla riunione o un luogo con la mappa; gli studenti vedono l'orario nel proprio fuso." },
    { title: 'Scegli tu chi partecipa', text: 'Iscrizione libera o approvazione di ogni richiesta, se vuoi solo per alcuni anni o corsi.' },
    { title: "Domande prima dell'evento", text: 'Gli studenti fanno domande e le votano, così i tuoi relatori sanno cosa conta per loro.' },
  ],
  cta: 'Crea il tuo account aziendale',
};

export default page;

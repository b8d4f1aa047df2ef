import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Offerte di stage e lavoro per neolaureati',
  metaDescription: "Pubblica stage e posizioni per neolaureati, ricevi candidature e fai avanzare i candidati per fasi nell'Employer Hub di Fast-Track.",
  eyebrow: 'Soluzioni: offerte di lavoro',
  title: 'Le tue offerte davanti agli studenti giusti',
  lede: 'Le tue posizioni appaiono agli studenti del percorso e dell’anno giusti, accanto alle sfide e agli eventi con cui già ti conoscono.',
  cards: [
    { title: 'Pronte in pochi minuti', text: 'Titolo, percorso, sedi, scadenza e una descrizione completa: pubblicata quando sei pronto.' },
    { title: 'Candidature per fasi', text: 'Preselezione, invito al colloquio, offerta o rifiuto; gli studenti ricevono una e-mail.' },
    { title: 'Per percorso', text: 'Gli studenti di Finance, Consulting, Corporate Law, Start-Up e MBA vedono le posizioni pensate per loro.' },
  ],
  cta: 'Crea il tuo account aziendale',
};

export default page;
